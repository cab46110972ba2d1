// Fails a cucumber-js run that selects no scenario, saying what the lines it was given name instead
// (`plugin` in cucumber's configuration).
import { requirePluginCucumber } from '../dist/cucumber/pluginCucumber.js';

requirePluginCucumber('nothingSelected');
export { nothingSelectedPlugin as default } from '../dist/cucumber/nothingSelected.js';
