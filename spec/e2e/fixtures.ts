import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, type BrowserContext } from '@playwright/test';
import {
  footprintRecorder,
  type FootprintServer,
  type RecordedScenario,
} from '../../features/support/footprintRecorder.ts';
import { remoteFootprintControl } from '../../tools/footprints/controlBridge.ts';
import { recordsFootprints, watchStartedServers, type SiteServer } from '../../tools/siteServer.ts';
import { E2E_RUN } from '../../tools/footprints/runs.ts';
import { testFileReach } from './testFileReach.ts';

export { expect } from '@playwright/test';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** One test as its footprint is recorded. */
interface Recording {
  scenario: RecordedScenario;
  /** The servers with a probe that served it: the shared one, and those alive or started during it. */
  servers: Set<FootprintServer>;
  /** Why its footprint would be short of what it ran: then none is kept and the test always runs. */
  short?: string;
}

/** A worker's recorder, with the servers started in it. */
interface WorkerRecorder {
  recorder: Awaited<ReturnType<typeof footprintRecorder>>;
  shared: FootprintServer;
  /** The test file of the last test: a test of another file loaded it first. */
  lastFile?: string;
  begin(): Recording;
  end(): void;
}

/** The project files a test file loads, worked out once per worker: every test of the file shares them. */
const reaches = new Map<string, Set<string>>();
const reachOf = (file: string) => {
  let reach = reaches.get(file);
  if (!reach) reaches.set(file, (reach = testFileReach(file)));
  return reach;
};

const alive = (server: SiteServer) => {
  try {
    return server.pid !== undefined && process.kill(server.pid, 0);
  } catch {
    return false;
  }
};

/**
 * Playwright's `test`, recording each test's footprint when the run records them (FOOTPRINTS=1, one
 * worker: a test's window on the shared server must be its own). What a test's `page` ran in the
 * browser, what the shared server and every server the test's file started ran for it, the fixtures
 * they read, and what ran in this worker: the test's own code and what it called, measured like a
 * cucumber worker's (workerReach.ts), with the files its test file loads (testFileReach.ts). A test that opens its own browser context,
 * or meets a server whose code the recorder cannot see (the development server, another copy of the
 * project, the development backend), keeps no footprint: it runs on every change.
 */
export const test = base.extend<{ footprint: Recording | undefined }, { footprints: WorkerRecorder | undefined }>({
  footprints: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const control = process.env.FOOTPRINT_CONTROL;
      if (!recordsFootprints() || !control || !process.env.BASE_URL) return use(undefined);
      const recorder = await footprintRecorder(E2E_RUN);
      const shared: FootprintServer = { url: process.env.BASE_URL, footprint: remoteFootprintControl(control) };
      const started: SiteServer[] = [];
      let current: Recording | undefined;
      const note = (recording: Recording, server: SiteServer) => {
        if (server.footprint) recording.servers.add(server);
        else recording.short ??= `it used a server whose code is not recorded (${server.url})`;
      };
      const unwatch = watchStartedServers(async (server) => {
        started.push(server);
        if (server.footprint) await recorder.serverStarted(server);
        if (current) note(current, server);
      });
      await use({
        recorder,
        shared,
        begin() {
          current = {
            scenario: { requested: [], rawRequested: [], url: (path) => new URL(path, shared.url).href },
            servers: new Set([shared]),
          };
          for (const server of started) if (alive(server)) note(current, server);
          return current;
        },
        end() {
          current = undefined;
        },
      });
      unwatch();
    },
    { scope: 'worker', auto: true },
  ],

  footprint: [
    async ({ footprints, browser }, use, testInfo) => {
      if (!footprints) return use(undefined);
      const recording = footprints.begin();
      const file = relative(root, testInfo.file);
      const loading = footprints.lastFile === file ? undefined : file;
      footprints.lastFile = file;
      await footprints.recorder.begin(recording.scenario, footprints.shared, { loading });
      // Contexts opened while the test runs: its `page`'s own, and any it opens itself.
      const contexts: BrowserContext[] = [];
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const context = await newContext(...args);
        contexts.push(context);
        return context;
      };
      try {
        await use(recording);
      } finally {
        // The instance's own property goes: its class's method shows through again.
        delete (browser as Partial<typeof browser>).newContext;
        footprints.end();
      }
      const own = recording.scenario.browser?.context;
      if (contexts.some((context) => context !== own)) recording.short ??= 'it opened a browser context of its own';
      const key = `${file} › ${testInfo.titlePath.slice(1).join(' › ')}`;
      await footprints.recorder.end(
        recording.scenario,
        {
          key,
          name: testInfo.title,
          passed: testInfo.status === 'passed' && recording.short === undefined,
          file,
          loaded: reachOf(testInfo.file),
        },
        [...recording.servers],
      );
    },
    { auto: true },
  ],

  page: async ({ page, context, footprint, footprints, javaScriptEnabled }, use) => {
    if (footprint && footprints) {
      footprint.scenario.browser = { context, page, scripts: javaScriptEnabled };
      context.on('request', (request) => footprint.scenario.requested.push(request.url()));
      await footprints.recorder.watchBrowser(footprint.scenario);
    }
    await use(page);
    // Before the page closes: the test's end is recorded after.
    if (footprint && footprints) await footprints.recorder.takeBrowser(footprint.scenario, [...footprint.servers]);
  },
});
