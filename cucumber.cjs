// https://github.com/cucumber/cucumber-js/blob/main/docs/configuration.md
module.exports = {
  default: {
    // No `paths`: cucumber's default is features/**/*.feature, and paths given on the command line
    // (`npx cucumber-js features/not-found.feature:8`) would be added to a configured list, not replace it.
    // registerTsx.mjs comes first: it makes the TypeScript support and step files loadable.
    import: ['features/support/registerTsx.mjs', 'features/support/**/*.ts', 'features/steps/**/*.ts'],
    format: ['progress', 'html:reports/cucumber.html', 'junit:reports/cucumber.xml', 'message:reports/cucumber.ndjson'],
    // Undefined or pending steps fail the run; @wip scenarios are for local runs only.
    strict: true,
    tags: 'not @wip',
  },
};
