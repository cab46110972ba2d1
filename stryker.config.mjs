// Mutation testing (docs/mutation.md): `npm run mutation` runs this, then perf/mutation.ts scores
// each area against its threshold. Options: https://stryker-mutator.io/docs/stryker-js/configuration/
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // The vitest runner's related mode (on by default) runs only the test files that import a mutated
  // module, so a mutant in spec/support/russianPlural.ts never waits for the server tests.
  vitest: { configFile: 'vitest.config.ts' },
  mutate: [
    'site/rules/**/*.ts',
    'site/server/middleware/**/*.ts',
    'contracts/**/*.ts',
    // Written by `npm run contracts` from the schemas (types and a JSON document, no code of ours
    // to judge); `contracts:check` already fails when they drift from the schemas they come from.
    '!contracts/generated/**',
  ],
  // The sandbox copy needs the sources and the tests, not the build or earlier reports.
  ignorePatterns: ['dist', 'reports', 'test-results', 'playwright-report', '.tmp'],
  reporters: ['html', 'json', 'clear-text', 'progress'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { reportTests: false, reportMutants: false, reportScoreTable: true },
  // Results of the last run are reused for mutants and tests that did not change since
  // (reports/ is gitignored; CI keeps the file between scheduled runs as a cache).
  incremental: true,
  incrementalFile: 'reports/mutation/incremental.json',
  tempDirName: '.stryker-tmp',
  // perf/mutation.ts judges each area against its own threshold; Stryker's single break
  // threshold would judge all areas together.
  thresholds: { high: 95, low: 90, break: null },
  // The machine is shared with browser suites: a slow test is not a mutant that loops.
  timeoutMS: 10000,
};
