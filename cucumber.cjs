// https://github.com/cucumber/cucumber-js/blob/main/docs/configuration.md
// cucumber's progress dots, then each failed scenario once, in its steps' words, and the scenarios
// that passed only when tried again (packages/spec-harness/src/cucumber/readableProgress.ts).
const progress = './packages/spec-harness/formatter/readableProgress.mjs';
// A run of part of the suite (a feature, a line, --name, --tags, npm run test:affected) writes its
// reports to reports/partial/: the last full run's stay, and `npm run docs:living` shows the part's
// newer results over them. A run of the whole suite, or of one CI shard, writes to reports/.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS file: require is its import
const { isPartialRun } = require('./packages/spec-harness/plugin/partialRun.cjs');
const reports = isPartialRun(process.argv.slice(2), process.env) ? 'reports/partial' : 'reports';
const common = {
  // No `paths`: cucumber's default is features/**/*.feature, and paths given on the command line
  // (`npx cucumber-js features/not-found.feature:8`) would be added to a configured list, not replace it.
  // registerTsx.mjs comes first: it makes the TypeScript support and step files loadable.
  import: ['features/support/registerTsx.mjs', 'features/support/**/*.ts', 'features/steps/**/*.ts'],
  format: [
    progress,
    `html:${reports}/cucumber.html`,
    `junit:${reports}/cucumber.xml`,
    `message:${reports}/cucumber.ndjson`,
  ],
  // Undefined, pending or ambiguous steps fail the run (with ready-to-paste snippets).
  strict: true,
  // A failed scenario gets one more try; the report shows both attempts and `npm run test:summary`
  // names every scenario that needed it. The retry is for Chromium's headless shell, which now and
  // then stops producing frames for one page under load (a click then waits for "stable" until the
  // step times out; the trace shows it): a scenario that fails twice fails the run. Scenarios named by
  // line (`npx cucumber-js features/x.feature:12`) are tried once: that is someone writing or fixing
  // them, whose wrong expected text would only fail again, in twice the time.
  retry: process.argv.some((arg) => /\.feature:\d+/.test(arg)) ? 0 : 1,
  // Footprints (docs/decisions/030-footprints.md): with FOOTPRINTS=1 a run records what each scenario
  // reached; with FOOTPRINT_SELECTION (npm run test:affected) it runs only the scenarios a change reaches.
  // A run that selects no scenario fails, saying what the lines it was given name instead.
  plugin: [
    './packages/spec-harness/plugin/footprints.mjs',
    './packages/spec-harness/plugin/balancedShards.mjs',
    './packages/spec-harness/plugin/nothingSelected.mjs',
  ],
};
/** The name of a profile's run in reports/footprints.json. */
const footprints = (run) => ({ pluginOptions: { footprints: { run } } });

// Scenarios run in a worker per core (at most 4), each with its own browser and site server
// (features/support/hooks.ts): on this 2-core machine the suite took 5 min 38 s against 7 min 14 s in
// one. FEATURE_WORKERS=1 runs them one by one (a debugger, a trace read in order).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS file: require is its import
const { availableParallelism } = require('node:os');
const workers = Number(process.env.FEATURE_WORKERS) || Math.min(4, availableParallelism());

module.exports = {
  // @wip scenarios are for local runs only: `npx cucumber-js --tags @wip`.
  default: { ...common, ...footprints('embedded'), tags: 'not @wip', parallel: workers },
  // The fast release gate: `npm run test:smoke` (with BASE_URL=… against any deployment).
  smoke: { ...common, tags: '@smoke and not @wip' },
  // The plan of a run without running it (spec/unit/featureShards.test.ts): which scenarios a
  // `--shard K/N` would run. No browser, no server, no report files.
  plan: { ...common, tags: 'not @wip', dryRun: true, format: [] },
  // The deployed topology (features/support/topology.ts): the site in front of `npm run api` over HTTP.
  // `npm run test:features:split` sets FEATURE_TOPOLOGY=split; its reports sit beside the embedded run's.
  split: {
    ...common,
    ...footprints('split'),
    parallel: workers,
    tags: '(@backend or @smoke) and not @wip',
    format: [
      progress,
      `html:${reports}/cucumber-split.html`,
      `junit:${reports}/cucumber-split.xml`,
      `message:${reports}/cucumber-split.ndjson`,
    ],
  },
};
