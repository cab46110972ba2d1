import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { readFootprints, withRun } from './artefact.ts';
import type { FootprintRecord } from './footprint.ts';
import { FOOTPRINT_PARTS, FOOTPRINT_RENDERS, FOOTPRINTS_FILE } from './paths.ts';

/**
 * The parts a run's workers write while it goes (one JSON line per scenario or test, in
 * `reports/footprints/parts/<run>-<pid>.ndjson`) and the scratch space they share, for the runner
 * that records them: the footprints plugin of cucumber-js, the end-to-end suite's global setup.
 */
export function runParts(cwd: string, run: string) {
  const parts = join(cwd, FOOTPRINT_PARTS);
  const shared = join(cwd, FOOTPRINT_RENDERS, run);
  const ours = () => (existsSync(parts) ? readdirSync(parts).filter((name) => name.startsWith(`${run}-`)) : []);
  const clear = () => {
    for (const name of ours()) rmSync(join(parts, name));
    rmSync(shared, { recursive: true, force: true });
  };
  return {
    /** Before the run: parts left by an interrupted run are not this run's, nor what its workers shared. */
    clear,
    /**
     * After the run: its parts replace the run's footprints in reports/footprints.json, with the commit
     * they ran at and the files that differed from it. Returns what to tell, or undefined when the run
     * wrote no part (nothing recorded, the footprints file untouched).
     */
    gather(): string | undefined {
      const records = ours().flatMap((name) =>
        readFileSync(join(parts, name), 'utf8')
          .split('\n')
          .filter((line) => line !== '')
          .map((line) => JSON.parse(line) as FootprintRecord),
      );
      rmSync(shared, { recursive: true, force: true });
      if (records.length === 0) return undefined;
      const git = (...args: string[]) =>
        execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
      let commit: string;
      let dirty: string[];
      try {
        commit = git('rev-parse', 'HEAD').trim();
        dirty = git('status', '--porcelain', '--untracked-files=all', '-z')
          .split('\0')
          .filter((entry) => entry !== '')
          .map((entry) => entry.slice(3));
      } catch {
        clear();
        return 'Footprints not recorded: the project is not a git checkout, so their commit is unknown.';
      }
      const path = join(cwd, FOOTPRINTS_FILE);
      const next = withRun(
        readFootprints(path),
        { name: run, commit, dirty, recordedAt: new Date().toISOString() },
        records,
      );
      mkdirSync(dirname(path), { recursive: true });
      const text = JSON.stringify(next);
      writeFileSync(path, text);
      clear();
      return `Footprints of ${next.runs[run]?.scenarios ?? 0} scenarios (${run}) written to ${FOOTPRINTS_FILE} (${Math.round(text.length / 1024)} KiB).`;
    },
  };
}
