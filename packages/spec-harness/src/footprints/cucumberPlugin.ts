import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Plugin } from '@cucumber/cucumber/api';
import { readFootprints, withRun } from './artefact.ts';
import type { FootprintRecord } from './footprint.ts';
import { FOOTPRINT_PARTS, FOOTPRINTS_FILE } from './paths.ts';
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
  coordinator({ operation, transform, options, environment, logger }) {
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
    const parts = join(cwd, FOOTPRINT_PARTS);
    const ours = () => (existsSync(parts) ? readdirSync(parts).filter((name) => name.startsWith(`${run}-`)) : []);
    // Parts left by an interrupted run are not this run's.
    for (const name of ours()) rmSync(join(parts, name));
    return () => {
      const records = ours().flatMap((name) =>
        readFileSync(join(parts, name), 'utf8')
          .split('\n')
          .filter((line) => line !== '')
          .map((line) => JSON.parse(line) as FootprintRecord),
      );
      if (records.length === 0) return;
      const git = (...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' });
      let commit: string;
      let dirty: string[];
      try {
        commit = git('rev-parse', 'HEAD').trim();
        dirty = git('status', '--porcelain', '--untracked-files=all', '-z')
          .split('\0')
          .filter((entry) => entry !== '')
          .map((entry) => entry.slice(3));
      } catch {
        logger.warn('Footprints not recorded: the project is not a git checkout, so their commit is unknown.');
        return;
      }
      const path = join(cwd, FOOTPRINTS_FILE);
      const next = withRun(
        readFootprints(path),
        { name: run, commit, dirty, recordedAt: new Date().toISOString() },
        records,
      );
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, JSON.stringify(next));
      for (const name of ours()) rmSync(join(parts, name));
      environment.stderr.write(
        `Footprints of ${next.runs[run]?.scenarios ?? 0} scenarios (${run}) written to ${FOOTPRINTS_FILE} (${Math.round(
          JSON.stringify(next).length / 1024,
        )} KiB).\n`,
      );
    };
  },
};
