// The footprints plugin for cucumber-js (`plugin` in its configuration), loaded by cucumber's coordinator
// before any support file.
import { requirePluginCucumber } from '../dist/cucumber/pluginCucumber.js';

requirePluginCucumber('footprints');
export { footprintsPlugin as default } from '../dist/footprints/cucumberPlugin.js';
