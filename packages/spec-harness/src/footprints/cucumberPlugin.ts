import { join } from 'node:path';
import type { Plugin } from '@cucumber/cucumber/api';
import { runParts } from './runParts.ts';
import { readSelection, selectionRuns } from './selection.ts';

/** The plugin's options (`pluginOptions.footprints` in cucumber's configuration). */
export interface FootprintsPluginOptions {
  /** The run's name in the footprints file: one per topology or profile whose footprints differ. */
  run: string;
}

/**
 * Two jobs, each switched on by the environment (docs/decisions/030-footprints.md):
 * - FOOTPRINTS=1 (a full run records): when the run ends, the parts its workers wrote are gathered
 *   into reports/footprints.json, replacing this run's scenarios there, with the commit they ran at;
 * - FOOTPRINT_SELECTION=<file> (written by `npm run test:affected`): only the scenarios it names for
 *   this run are run. No paths on a command line: the plugin filters what cucumber loaded.
 */
export const footprintsPlugin: Plugin<Partial<FootprintsPluginOptions>> = {
  type: 'plugin',
  optionsKey: 'footprints',
  coordinator({ operation, transform, options, environment }) {
    const run = options.run;
    if (operation !== 'runCucumber' || !run) return;
    const { cwd, env } = environment;
    const selectionFile = env.FOOTPRINT_SELECTION;
    if (selectionFile) {
      const runs = selectionRuns(readSelection(join(cwd, selectionFile)).runs[run]);
      transform('pickles:filter', (pickles) => {
        const kept = pickles.filter(({ pickle, location }) => runs(pickle.uri, `${pickle.uri}:${location.line}`));
        environment.stderr.write(
          `Footprints: ${kept.length} of ${pickles.length} scenarios of the ${run} run reach the change (${selectionFile}).\n`,
        );
        return kept;
      });
    }
    if (env.FOOTPRINTS !== '1') return;
    const parts = runParts(cwd, run);
    parts.clear();
    return () => {
      const told = parts.gather();
      if (told) environment.stderr.write(`${told}\n`);
    };
  },
};
