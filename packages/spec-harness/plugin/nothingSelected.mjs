// Fails a cucumber-js run that selects no scenario, saying what the lines it was given name instead
// (`plugin` in cucumber's configuration). Registers tsx for itself, as the footprints plugin does.
import { register } from 'tsx/esm/api';

register();
const { nothingSelectedPlugin } = await import('../src/cucumber/nothingSelected.ts');
export default nothingSelectedPlugin;
