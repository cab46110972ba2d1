// The example's cucumber-js configuration: its step definitions (https://github.com/cucumber/cucumber-js/blob/main/docs/configuration.md).
export default { import: ['steps/**/*_steps.mjs'] };
