// The footprints plugin for cucumber-js (`plugin` in its configuration), loaded by cucumber's coordinator
// before any support file: it registers tsx for itself, as the harness's command does.
import { register } from 'tsx/esm/api';

register();
const { footprintsPlugin } = await import('../src/footprints/cucumberPlugin.ts');
export default footprintsPlugin;
