// https://github.com/cucumber/cucumber-js/blob/main/docs/configuration.md
const common = {
  // No `paths`: cucumber's default is features/**/*.feature, and paths given on the command line
  // (`npx cucumber-js features/not-found.feature:8`) would be added to a configured list, not replace it.
  // registerTsx.mjs comes first: it makes the TypeScript support and step files loadable.
  import: ['features/support/registerTsx.mjs', 'features/support/**/*.ts', 'features/steps/**/*.ts'],
  format: ['progress', 'html:reports/cucumber.html', 'junit:reports/cucumber.xml', 'message:reports/cucumber.ndjson'],
  // Undefined, pending or ambiguous steps fail the run (with ready-to-paste snippets).
  strict: true,
  // A scenario tagged @flaky gets one more try; the report shows both attempts.
  retry: 1,
  retryTagFilter: '@flaky',
};

module.exports = {
  // @wip scenarios are for local runs only: `npx cucumber-js --tags @wip`.
  default: { ...common, tags: 'not @wip' },
  // The fast release gate: `npm run test:smoke` (with BASE_URL=… against any deployment).
  smoke: { ...common, tags: '@smoke and not @wip' },
  // The deployed topology (features/support/topology.ts): the site in front of `npm run api` over HTTP.
  // `npm run test:features:split` sets FEATURE_TOPOLOGY=split; its reports sit beside the embedded run's.
  split: {
    ...common,
    tags: '(@backend or @smoke) and not @wip',
    format: [
      'progress',
      'html:reports/cucumber-split.html',
      'junit:reports/cucumber-split.xml',
      'message:reports/cucumber-split.ndjson',
    ],
  },
};
