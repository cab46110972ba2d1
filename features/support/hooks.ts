import { mkdir } from 'node:fs/promises';
import { After, AfterAll, Before, BeforeAll, BeforeStep, Status, setDefaultTimeout } from '@cucumber/cucumber';
import { chromium, type Browser } from 'playwright';
import { startSiteServer, type SiteServer } from '../../tools/siteServer.ts';
import {
  CHROMIUM_ARGS,
  findHeadlessChromium,
  scenarioMovesTheClock,
  scenarioNeed,
  stepNeed,
  watchBrowserErrors,
  watchCspViolations,
} from 'spec-harness/cucumber';
import { scenarioLine } from 'spec-harness/footprints';
import { footprintPhases, footprintRecorder } from './footprintRecorder.ts';
import { startSiteClock } from './siteClockControl.ts';
import { siteEnvironment, startTopology, stopTopology, TOPOLOGY } from './topology.ts';
import { setSiteUrl, type SiteWorld } from './world.ts';

setDefaultTimeout(30_000);

/**
 * Playwright traces (a timeline of every action with its outcome and source line, network and
 * console) are recorded for each scenario and kept only when it fails: FEATURE_TRACE=off skips
 * recording, =on keeps all. DOM snapshots of every action come with FEATURE_TRACE_DOM=1: they let the
 * trace viewer show the page before and after each action, but cost 10–12 % of the suite's time
 * (measured on forms, navigation, routes, accordion and scroll-to-top: 163 s of scenario time with
 * them, 143 s without, two runs each), and a failed scenario gets a full-page screenshot anyway.
 * No screencast frames either: they cost about as much again as the rest of the trace.
 */
const TRACE = process.env.FEATURE_TRACE ?? 'retain-on-failure';
const TRACE_DOM = process.env.FEATURE_TRACE_DOM === '1';
const TRACE_DIR = 'reports/traces';

/** A file name from a scenario name: letters, digits and dashes only. */
const fileSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

let browser: Browser;
let server: SiteServer | undefined;
/** Set when the run records each scenario's footprint (FOOTPRINTS=1, docs/decisions/030-footprints.md). */
let footprints: Awaited<ReturnType<typeof footprintRecorder>> | undefined;

// One browser and one server per run; a fresh context per scenario.
BeforeAll({ timeout: 60_000 }, async function () {
  if (process.env.BASE_URL) {
    setSiteUrl(process.env.BASE_URL);
  } else {
    // The suite sends some 80 forms from one address; the production limit (10 in 10 minutes per
    // client) is proved by spec/unit/formGuard.test.ts, and content-faults scenarios run their own server.
    await startTopology();
    server = await startSiteServer({ FORM_RATE_LIMIT: '100000', ...siteEnvironment() });
    setSiteUrl(server.url);
  }
  browser = await chromium.launch({ executablePath: findHeadlessChromium(), args: CHROMIUM_ARGS });
  if (server?.footprint) footprints = await footprintRecorder(TOPOLOGY);
});

Before(async function (this: SiteWorld, { pickle }) {
  // A scenario made only of HTTP steps (redirects, headers, the API) needs no browser; one that only
  // reads what the server sent gets its pages without their scripts (packages/spec-harness/src/cucumber/stepNeeds.ts).
  const need = scenarioNeed(pickle.steps.map((step) => step.text));
  if (need === 'http') return;
  // Service workers blocked: against the development server (BASE_URL, watch mode) MSW's worker would
  // answer /api itself, out of sight of the scenarios' request routing; the server answers /api anyway.
  const context = await browser.newContext({
    locale: 'ru-RU',
    serviceWorkers: 'block',
    javaScriptEnabled: need === 'hydrated',
  });
  context.on('request', (request) => this.requested.push(request.url()));
  await watchCspViolations(this, context);
  if (TRACE !== 'off') await context.tracing.start({ screenshots: false, snapshots: TRACE_DOM });
  const page = await context.newPage();
  // Time flows as usual, unless a step of the scenario moves the page's clock by an exact amount (spec
  // timings such as the cookie notice's 5000 ms are tested without waiting for them): then Playwright's
  // clock is installed and paused before the first page opens, and only those steps move it
  // (stepNeeds.ts). Other scenarios' pages keep the browser's own timers: the clock's script costs each page.
  // A page that runs no script has no clock to pause.
  const clockPaused = need === 'hydrated' && scenarioMovesTheClock(pickle.steps.map((step) => step.text));
  this.browser = { context, page, scripts: need === 'hydrated', clockPaused };
  watchBrowserErrors(this, page);
  await startSiteClock(this);
  if (clockPaused) {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
  }
});

// Last of the Before hooks, so that it sees the scenario's page.
Before(async function (this: SiteWorld) {
  if (!footprints) return;
  this.footprints = footprints;
  await footprints.begin(this, server);
});

// A step that clicks, types or watches the page's behaviour runs on the page hydrated: a click before
// hydration is lost. Steps that only read what the server sent, or navigate away, do not wait.
BeforeStep(async function (this: SiteWorld, { pickleStep }) {
  if (stepNeed(pickleStep.text) === 'hydrated') await this.hydrated();
});

After(async function (this: SiteWorld) {
  await this.ownServer?.stop();
});

After(async function (this: SiteWorld, { result, pickle }) {
  // No browser when the scenario needed none or Before itself failed: nothing to photograph or close.
  if (!this.browser) return;
  const { context, page } = this.browser;
  if (result?.status === Status.FAILED) {
    // Bounded well inside the hook's 30 s: a page that produces no frame must not fail the hook too
    // and lose the trace below, which is what says where the scenario stopped.
    const screenshot = await page.screenshot({ fullPage: true, timeout: 10_000 }).catch(() => undefined);
    if (screenshot) this.attach(screenshot, { mediaType: 'image/png', fileName: `${pickle.name}.png` });
  }
  if (TRACE !== 'off') {
    const keep = TRACE === 'on' || result?.status === Status.FAILED;
    const path = `${TRACE_DIR}/${fileSlug(pickle.name)}-${pickle.id.slice(0, 8)}.zip`;
    if (keep) await mkdir(TRACE_DIR, { recursive: true });
    await context.tracing.stop(keep ? { path } : {});
    if (keep) this.attach(`Playwright trace: ${path} (open it with: npx playwright show-trace ${path})`, 'text/plain');
  }
  await context.close();
});

// Defined last, so it runs first of the After hooks: while the page and the scenario's own server live.
// Its own time: a scenario that opened every address of sitemap.xml has each rendered once more.
After({ timeout: 180_000 }, async function (this: SiteWorld, { pickle, gherkinDocument, result }) {
  if (!footprints) return;
  const servers = [server, this.ownServer].filter((s) => s !== undefined);
  const outcome = {
    key: `${pickle.uri}:${scenarioLine(gherkinDocument, pickle)}`,
    name: pickle.name,
    passed: result?.status === Status.PASSED,
  };
  await footprints.end(this, outcome, servers);
});

AfterAll(async function () {
  if (footprints && process.env.FOOTPRINT_TIMINGS === '1')
    console.error(
      `footprint phases (ms): ${JSON.stringify(Object.fromEntries([...footprintPhases()].map(([k, v]) => [k, Math.round(v)])))}`,
    );
  await (browser as Browser | undefined)?.close();
  await server?.stop();
  await stopTopology();
});
