import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BrowserContext, CDPSession, Page } from 'playwright';
import {
  executedLines,
  Footprint,
  FOOTPRINT_PARTS,
  FOOTPRINT_RENDERS,
  processCoverage,
  projectSegments,
  relativeImports,
  type FootprintRecord,
  type ProjectSegments,
} from 'spec-harness/footprints';
import { MOCK_SCENARIO_HEADER } from '../../contracts/mockScenario.ts';
import type { ServerFootprint, ServerFootprintControl } from '../../tools/siteServer.ts';
import { sharedRenders, type ServerReach } from './sharedRenders.ts';
import { WorkerReach } from './workerReach.ts';
import type { HarnessSettings } from 'spec-harness/config';
import config from '../../spec-harness.config.ts';

/**
 * Records each scenario's footprint (docs/decisions/030-footprints.md, docs/footprints.md): the
 * project's code it ran in the browser, in the site's server and in this worker, the fixtures read for
 * it and the files its pages fetched. One JSON line per scenario goes to reports/footprints/parts/; the
 * footprints plugin (cucumber.cjs) gathers them into reports/footprints.json when the run ends. The
 * end-to-end checks record theirs with it too (spec/e2e/fixtures.ts).
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const rootUrl = pathToFileURL(root).href;

/** A project file from a source's absolute URL: not node_modules, not the build, not a virtual module. */
const projectFile = (sourceUrl: string) => {
  if (!sourceUrl.startsWith(rootUrl)) return undefined;
  // Vite names an imported file's URL or raw text by a query (`icons.svg?url`): the file is the same.
  const path = decodeURIComponent(sourceUrl.slice(rootUrl.length).replace(/\?.*$/, ''));
  return path.startsWith('node_modules/') || path.includes('/node_modules/') || path.startsWith('dist/')
    ? undefined
    : path;
};

/** A built file's segments, read once per worker. Client maps are kept out of what is served (tools/build/moveSourcemaps.ts). */
const builtSegments = new Map<string, ProjectSegments | null>();
function segmentsOfBuilt(builtPath: string): ProjectSegments | null {
  if (!builtSegments.has(builtPath)) {
    const file = `${root}${builtPath}`;
    const mapPath = [
      `${file}.map`,
      `${root}${builtPath.replace(/^dist\/client\//, 'dist/sourcemaps/client/')}.map`,
    ].find((path) => existsSync(path));
    const segments =
      mapPath && existsSync(file)
        ? projectSegments(
            {
              source: readFileSync(file, 'utf8'),
              map: readFileSync(mapPath, 'utf8'),
              scriptUrl: pathToFileURL(file).href,
            },
            projectFile,
          )
        : null;
    // A script of packages only (React, Vike) has nothing of the project to map.
    builtSegments.set(builtPath, segments && segments.offsets.length > 0 ? segments : null);
  }
  return builtSegments.get(builtPath) ?? null;
}

/** The project files a source file imports, read once per worker. */
const imports = new Map<string, string[]>();
function importsOf(file: string): string[] {
  let found = imports.get(file);
  if (!found) {
    found = relativeImports(file, existsSync(`${root}${file}`) ? readFileSync(`${root}${file}`, 'utf8') : '');
    imports.set(file, found);
  }
  return found;
}

/** Milliseconds spent per phase, with FOOTPRINT_TIMINGS=1 (what recording costs, printed by hooks.ts). */
const phases = new Map<string, number>();
const timed = async <T>(phase: string, work: () => Promise<T>): Promise<T> => {
  const started = performance.now();
  try {
    return await work();
  } finally {
    phases.set(phase, (phases.get(phase) ?? 0) + performance.now() - started);
  }
};
export const footprintPhases = () => phases;

export interface FootprintServer {
  url: string;
  footprint?: ServerFootprintControl;
}

type RenderStore = Pick<ReturnType<typeof sharedRenders>, 'get' | 'set'>;

/** Renders kept in this worker only: a server a scenario started for itself is set up unlike any other. */
function ownRenders(): RenderStore {
  const kept = new Map<string, ServerReach>();
  return { get: (key) => kept.get(key), set: (key, reach) => void kept.set(key, reach) };
}

/** Renders kept in this worker and shared with the run's other workers (sharedRenders.ts). */
function runRenders(run: string): RenderStore {
  const shared = sharedRenders(`${root}${FOOTPRINT_RENDERS}/${run}`);
  const kept = ownRenders();
  return {
    get(key) {
      let reach = kept.get(key);
      if (!reach && (reach = shared.get(key))) kept.set(key, reach);
      return reach;
    },
    set(key, reach) {
      kept.set(key, reach);
      shared.set(key, reach);
    },
  };
}

/** One server as the recorder follows it. */
interface FollowedServer {
  control: ServerFootprintControl;
  /** What it loaded when it started: every scenario it serves loaded that too. */
  startup: Set<string>;
  /** The lines of each file that ran in it so far. */
  history: Map<string, Set<number>>;
  /** What rendering a page ran, by the page's path and query and the cookies it was sent with. */
  renders: RenderStore;
}

/** What the recorder reads of a scenario or a test: its page, if any, and the requests made for it. */
export interface RecordedScenario {
  browser?: { context: BrowserContext; page: Page; scripts: boolean };
  /** Every URL its pages requested. */
  requested: string[];
  /** Paths it requested itself, outside any page (HTTP steps). */
  rawRequested: string[];
  url(path: string): string;
}

/** How a scenario or test ended, and what it ran that coverage does not show. */
export interface RecordedOutcome {
  /** Its name in the footprints file: `uri:line` for a scenario, `file › title` for a test. */
  key: string;
  name: string;
  passed: boolean;
  /** An end-to-end test's file: what ran while it loaded counts for each of its tests (workerReach.ts). */
  file?: string;
  /** The project files its own process needed loaded (an end-to-end test's file and its imports); without it, all. */
  loaded?: ReadonlySet<string>;
}

/**
 * Records each scenario's footprint. This process's own coverage counts too (a test worker's step
 * definitions, fixtures and what they import, mapped through the inline sourcemaps of tsx or
 * Playwright), taken between scenarios and at each one's end (workerReach.ts). Its counting starts as early as the process
 * can (`startProcessCoverage`, from features/support/registerTsx.mjs and playwright.config.ts).
 */
export async function footprintRecorder(run: string) {
  const worker = await processCoverage((url) => projectFile(url) !== undefined);
  // Through the settings' own type: a config may leave the footprints, and a run its test code, out.
  const settings: HarnessSettings = config;
  const testCode = settings.footprints?.testCode?.[run] ?? [];
  let begun = false;
  const workerReach = new WorkerReach(importsOf, (file) => testCode.some((folder) => file.startsWith(folder)));
  /** What ran in this process since the last take, per project file. */
  const workerLines = async () => {
    const lines = new Footprint();
    for (const script of await worker.take()) lines.addLines(executedLines(workerSegmentsOf(script), script.functions));
    return lines.files;
  };
  const partFile = `${root}${FOOTPRINT_PARTS}/${run}-${process.pid}.ndjson`;
  mkdirSync(`${root}${FOOTPRINT_PARTS}`, { recursive: true });
  const followed = new Map<ServerFootprintControl, FollowedServer>();
  const documents = new WeakMap<RecordedScenario, Set<string>>();
  const browserSessions = new WeakMap<RecordedScenario, CDPSession>();
  const pagesTaken = new WeakMap<RecordedScenario, Promise<PageTaken>>();

  /** The page's coverage and its cookies for each server, taken once, while it is open. */
  const takePage = (world: RecordedScenario, servers: readonly FootprintServer[]): Promise<PageTaken> => {
    let taken = pagesTaken.get(world);
    if (!taken) {
      const session = browserSessions.get(world);
      const coverage = session
        ? timed('browser take', () => browserTake(session)).then(
            (scripts) => ({ scripts, failed: false }),
            () => ({ failed: true }),
          )
        : Promise.resolve({ failed: false });
      const context = world.browser?.context;
      const cookies = Promise.all(
        servers.map(async ({ url }) => [url, context ? await context.cookies(url).catch(() => []) : []] as const),
      );
      taken = Promise.all([coverage, cookies]).then(([page, jar]) => ({ ...page, cookies: new Map(jar) }));
      pagesTaken.set(world, taken);
    }
    return taken;
  };

  const follow = async (server: FootprintServer, renders: RenderStore = ownRenders()) => {
    const control = server.footprint;
    if (!control || followed.has(control)) return;
    const { startup = [] } = await control.start();
    const loaded = new Set(startup.flatMap((builtPath) => segmentsOfBuilt(builtPath)?.files ?? []));
    followed.set(control, { control, startup: loaded, history: new Map(), renders });
  };
  const sharedWithRun = runRenders(run);

  const recorder = {
    /**
     * Before a scenario. What ran in the server since the last scenario's end is this one's too (a
     * request still in flight), and so is what ran in this worker (its Before hooks), unless `loading`
     * names the test file that loaded meanwhile (workerReach.ts): more, never less. The browser's
     * coverage is the page's own, from its start.
     */
    async begin(world: RecordedScenario, server: FootprintServer | undefined, { loading }: { loading?: string } = {}) {
      // Taken only where a window of loading ends: otherwise what ran since the last scenario's end
      // goes to this scenario anyway, with its own window, and a take costs some 30 ms.
      if (loading !== undefined || !begun)
        await timed('worker take', async () => workerReach.between(await workerLines(), { loading }));
      begun = true;
      // The run's own server: every worker starts one alike, so what a page's render ran is shared.
      if (server) await follow(server, sharedWithRun);
      if (world.browser) await watchBrowser(world);
    },

    /** A page given to the scenario after it began (an end-to-end test's `page`): its documents and scripts count. */
    watchBrowser,

    /** Takes the page's coverage and cookies now, while it is open: a test's page closes before its end is recorded. */
    takeBrowser: async (world: RecordedScenario, servers: readonly FootprintServer[]) => {
      await takePage(world, servers);
    },

    /** A server a scenario started for itself (`the site has just started`): its code counts too. */
    serverStarted: (server: FootprintServer) => follow(server),

    end: (world: RecordedScenario, outcome: RecordedOutcome, servers: FootprintServer[]) =>
      timed('end', () => end(world, outcome, servers)),
  };
  return recorder;

  async function watchBrowser(world: RecordedScenario) {
    const pages = new Set<string>();
    documents.set(world, pages);
    if (!world.browser) return;
    const { context, page } = world.browser;
    context.on('request', (request) => {
      if (request.isNavigationRequest() && request.method() === 'GET') pages.add(request.url());
    });
    if (!world.browser.scripts) return;
    await timed('begin', async () => {
      const session = await context.newCDPSession(page);
      await session.send('Profiler.enable');
      // Function level, as the server's: which functions ran, not which of their branches.
      await session.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
      browserSessions.set(world, session);
    });
  }

  async function end(world: RecordedScenario, outcome: RecordedOutcome, servers: FootprintServer[]) {
    const footprint = new Footprint();
    const pages = [...(documents.get(world) ?? []), ...world.rawRequested.map((path) => world.url(path))];
    for (const url of world.requested) {
      const { pathname } = new URL(url);
      const ours = servers.some((server) => url.startsWith(server.url));
      if (ours && !pages.includes(url) && !pathname.startsWith('/api/') && !/\.m?js$/.test(pathname))
        footprint.assets.add(pathname);
    }
    // The browser, the servers and this worker each work out their own coverage: they are asked
    // together, and this worker's (taken on its own thread) is read while the others answer.
    const page = takePage(world, servers);
    // A server that stopped (or never answers) took what it ran with it: the footprint would be short
    // of it, so none is kept, and the scenario always runs.
    let complete = true;
    const served = servers.map(async (server) => {
      const state = server.footprint && followed.get(server.footprint);
      if (!state) return [];
      const taken = await timed('server take', () => state.control.take()).catch(() => undefined);
      if (!taken) {
        complete = false;
        return [];
      }
      const scenario = serverLines(state, taken);
      const cookies = (await page).cookies.get(server.url) ?? [];
      const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      const opened = [...new Set(pages.filter((page) => page.startsWith(server.url)))];
      return [scenario, ...(await timed('renders', () => rendersOf(state, opened, cookie)))];
    });
    await timed('worker take', async () => {
      const { file, loaded } = outcome;
      footprint.addLines(workerReach.scenario(await workerLines(), { file, loaded }));
    });
    for (const reaches of await Promise.all(served)) for (const reach of reaches) addReach(footprint, reach);
    // A page that crashed or closed early answers nothing: its footprint would be short.
    const { scripts, failed } = await page;
    if (failed) complete = false;
    if (scripts) addBrowser(footprint, scripts, servers);
    const record: FootprintRecord = {
      scenario: outcome.key,
      run,
      name: outcome.name,
      passed: outcome.passed && complete,
      reached: footprint.toJSON(),
    };
    appendFileSync(partFile, `${JSON.stringify(record)}\n`);
  }
}

const workerSegments = new Map<string, ProjectSegments>();
function workerSegmentsOf(script: Parameters<typeof projectSegments>[0] & { url: string }): ProjectSegments {
  let segments = workerSegments.get(script.url);
  if (!segments) workerSegments.set(script.url, (segments = projectSegments(script, projectFile)));
  return segments;
}

function addReach(footprint: Footprint, reach: ServerReach) {
  for (const file of reach.loaded) footprint.addLoaded(file);
  footprint.addLines(reach.lines);
  for (const fixture of reach.fixtures) footprint.fixtures.add(fixture);
}

/** Beyond this many pages not rendered yet, a scenario's pages are rendered together, in one window. */
const ONE_BY_ONE = 4;

/**
 * A page served prerendered, from the not-found screen kept per locale or from the cache of rendered
 * pages ran none of its rendering code in the scenario. It is rendered again, out of the scenario's
 * sight, with the mock scenario `slow-0`, which bypasses all three and changes nothing else. What that
 * ran is kept per page and cookies, since every scenario that opens the page reaches the same code. A
 * scenario that opened many pages (every address of sitemap.xml) has the new ones rendered together:
 * what they ran is that scenario's, not kept for each page, or every page would seem to reach them all.
 */
async function rendersOf(state: FollowedServer, urls: string[], cookie: string): Promise<ServerReach[]> {
  const render = (url: string) =>
    fetch(url, { headers: { [MOCK_SCENARIO_HEADER]: 'slow-0', ...(cookie && { cookie }) }, redirect: 'manual' })
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  const key = (url: string) => `${new URL(url).pathname}${new URL(url).search}\n${cookie}`;
  const fresh = urls.filter((url) => !state.renders.get(key(url)));
  const reaches = urls.flatMap((url) => state.renders.get(key(url)) ?? []);
  if (fresh.length > ONE_BY_ONE) {
    for (let i = 0; i < fresh.length; i += 8) await Promise.all(fresh.slice(i, i + 8).map(render));
    reaches.push(serverLines(state, await state.control.take()));
  } else
    for (const url of fresh) {
      await render(url);
      const reach = serverLines(state, await state.control.take());
      state.renders.set(key(url), reach);
      reaches.push(reach);
    }
  return reaches;
}

/**
 * What a server ran in one window. A server keeps what it worked out once (a table parsed on first
 * use): the scenario that came first ran that code, the next ones only read its result. So a window
 * that ran any function of a file counts every function that ran in this server so far of that file
 * and of the files it imports. Everything the server loaded at its start counts as loaded.
 */
function serverLines(state: FollowedServer, taken: ServerFootprint): ServerReach {
  const loaded = new Set(state.startup);
  const ranNow = new Map<string, Set<number>>();
  for (const script of taken.scripts) {
    const segments = segmentsOfBuilt(script.url);
    if (!segments) continue;
    for (const file of segments.files) loaded.add(file);
    for (const [file, lines] of executedLines(segments, script.functions)) {
      if (lines.size === 0) continue;
      const known = state.history.get(file) ?? new Set<number>();
      for (const line of lines) known.add(line);
      state.history.set(file, known);
      ranNow.set(file, known);
    }
  }
  const lines = new Map<string, Set<number>>();
  for (const file of ranNow.keys())
    for (const reached of [file, ...importsOf(file)]) {
      const known = state.history.get(reached);
      if (known) lines.set(reached, new Set(known));
    }
  return { lines, loaded, fixtures: taken.fixtures };
}

/** The browser's coverage since the scenario began. The session ends with its page's context. */
async function browserTake(session: CDPSession) {
  const { result } = await session.send('Profiler.takePreciseCoverage');
  return result;
}
type BrowserCoverage = Awaited<ReturnType<typeof browserTake>>;
type Cookie = Awaited<ReturnType<BrowserContext['cookies']>>[number];
interface PageTaken {
  scripts?: BrowserCoverage;
  failed: boolean;
  /** The cookies the page's context would send to each server, by the server's URL. */
  cookies: Map<string, Cookie[]>;
}

function addBrowser(footprint: Footprint, scripts: BrowserCoverage, servers: FootprintServer[]) {
  for (const script of scripts) {
    if (!servers.some((s) => script.url.startsWith(s.url))) continue;
    // An inline script has its document's URL and no map: only the built files are mapped.
    const segments = segmentsOfBuilt(`dist/client${new URL(script.url).pathname}`);
    if (!segments) continue;
    const functions = script.functions.map(
      (fn) => [fn.ranges[0]?.startOffset ?? 0, fn.ranges[0]?.endOffset ?? 0, (fn.ranges[0]?.count ?? 0) > 0] as const,
    );
    footprint.addLines(executedLines(segments, functions));
  }
}
