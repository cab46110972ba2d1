import { existsSync, readFileSync } from 'node:fs';
import type { FootprintRecord } from './footprint.ts';
import { decodeLines, encodeLines } from './lineRanges.ts';

/**
 * The footprints file (`reports/footprints.json`), documented in docs/footprints.md. Every run and
 * topology of the suite keeps its scenarios in it; file names and line sets are stored once each.
 */
export interface FootprintsFile {
  format: 'footprints/1';
  /** Per run: the commit its code was at, the files that differed from it then, and when. */
  runs: Record<string, { commit: string; dirty: string[]; recordedAt: string; scenarios: number }>;
  files: string[];
  /** Sets of lines as `"3-9,14"` (lineRanges.ts); the empty set is a file loaded, none of it run. */
  lineSets: string[];
  /** Pairs `[file, lineSet]` by index: a scenario lists the pairs it reached. */
  reaches: Array<[number, number]>;
  /** By `run uri:line`. */
  scenarios: Record<string, { name: string; reaches: number[]; fixtures: string[]; assets: string[] }>;
}

/** One scenario as selection reads it. */
export interface ScenarioFootprint {
  run: string;
  scenario: string;
  name: string;
  files: Map<string, string>;
  fixtures: string[];
  assets: string[];
}

export const scenarioKey = (run: string, scenario: string) => `${run} ${scenario}`;

export function emptyFootprints(): FootprintsFile {
  return { format: 'footprints/1', runs: {}, files: [], lineSets: [], reaches: [], scenarios: {} };
}

export function readFootprints(path: string): FootprintsFile | undefined {
  if (!existsSync(path)) return undefined;
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<FootprintsFile>;
  if (parsed.format !== 'footprints/1')
    throw new Error(
      `${path} is not a footprints file of format footprints/1: delete it and run the features in full again.`,
    );
  return parsed as FootprintsFile;
}

/** The scenarios of a footprints file, decoded. */
export function scenariosOf(file: FootprintsFile): ScenarioFootprint[] {
  return Object.entries(file.scenarios).map(([key, entry]) => {
    const space = key.indexOf(' ');
    const files = new Map<string, string>();
    for (const index of entry.reaches) {
      const [fileIndex, setIndex] = file.reaches[index] as [number, number];
      files.set(file.files[fileIndex] as string, file.lineSets[setIndex] as string);
    }
    return {
      run: key.slice(0, space),
      scenario: key.slice(space + 1),
      name: entry.name,
      files,
      fixtures: entry.fixtures,
      assets: entry.assets,
    };
  });
}

/**
 * The file with one run's scenarios replaced by `records` (every attempt of a scenario; a scenario is
 * kept only when its last attempt passed: a failed one stopped before it reached all it would have).
 */
export function withRun(
  previous: FootprintsFile | undefined,
  run: { name: string; commit: string; dirty: string[]; recordedAt: string },
  records: readonly FootprintRecord[],
): FootprintsFile {
  const next = emptyFootprints();
  const index = <T>(table: T[], lookup: Map<string, number>, key: string, value: T) => {
    let found = lookup.get(key);
    if (found === undefined) lookup.set(key, (found = table.push(value) - 1));
    return found;
  };
  const fileIndex = new Map<string, number>();
  const setIndex = new Map<string, number>();
  const reachIndex = new Map<string, number>();
  const add = (key: string, name: string, files: Iterable<[string, string]>, fixtures: string[], assets: string[]) => {
    const reaches = [...files].map(([file, lines]) => {
      const f = index(next.files, fileIndex, file, file);
      const s = index(next.lineSets, setIndex, lines, lines);
      return index(next.reaches, reachIndex, `${f} ${s}`, [f, s] as [number, number]);
    });
    next.scenarios[key] = { name, reaches, fixtures, assets };
  };
  if (previous) {
    for (const scenario of scenariosOf(previous))
      if (scenario.run !== run.name)
        add(
          scenarioKey(scenario.run, scenario.scenario),
          scenario.name,
          scenario.files,
          scenario.fixtures,
          scenario.assets,
        );
    for (const [name, meta] of Object.entries(previous.runs)) if (name !== run.name) next.runs[name] = meta;
  }
  const attempts = new Map<string, FootprintRecord[]>();
  for (const record of records) attempts.set(record.scenario, [...(attempts.get(record.scenario) ?? []), record]);
  let kept = 0;
  for (const [scenario, tries] of attempts) {
    if (!tries[tries.length - 1]?.passed) continue;
    const files = new Map<string, number[]>();
    for (const attempt of tries)
      for (const [file, lines] of Object.entries(attempt.reached.files)) {
        const known = files.get(file) ?? [];
        for (const [first, last] of decodeLines(lines))
          for (let line = first; line <= last; line += 1) known.push(line);
        files.set(file, known);
      }
    const merged = [...files].map(([file, lines]) => [file, encodeLines(lines)] as [string, string]);
    const union = (pick: (r: FootprintRecord) => string[]) => [...new Set(tries.flatMap(pick))].sort();
    add(
      scenarioKey(run.name, scenario),
      tries[0]?.name ?? '',
      merged,
      union((r) => r.reached.fixtures),
      union((r) => r.reached.assets),
    );
    kept += 1;
  }
  next.runs[run.name] = { commit: run.commit, dirty: run.dirty, recordedAt: run.recordedAt, scenarios: kept };
  return next;
}

/**
 * One file from several (the shards of a run on several CI runners, each with its part of the
 * scenarios): a run's shards must be of one commit, or the lines they name would not agree.
 */
export function mergeFootprints(files: readonly FootprintsFile[]): FootprintsFile {
  let merged: FootprintsFile | undefined;
  const byRun = new Map<string, { meta: FootprintsFile['runs'][string]; records: FootprintRecord[] }>();
  for (const file of files)
    for (const [run, meta] of Object.entries(file.runs)) {
      const known = byRun.get(run);
      if (known && known.meta.commit !== meta.commit)
        throw new Error(
          `The ${run} run's footprints are of two commits (${known.meta.commit.slice(0, 12)} and ${meta.commit.slice(0, 12)}): merge the shards of one run.`,
        );
      const records = scenariosOf(file)
        .filter((s) => s.run === run)
        .map<FootprintRecord>((s) => ({
          scenario: s.scenario,
          run,
          name: s.name,
          passed: true,
          reached: { files: Object.fromEntries(s.files), fixtures: s.fixtures, assets: s.assets },
        }));
      byRun.set(run, {
        meta: { ...meta, dirty: [...new Set([...(known?.meta.dirty ?? []), ...meta.dirty])] },
        records: [...(known?.records ?? []), ...records],
      });
    }
  for (const [run, { meta, records }] of byRun)
    merged = withRun(
      merged,
      { name: run, commit: meta.commit, dirty: meta.dirty, recordedAt: meta.recordedAt },
      records,
    );
  return merged ?? emptyFootprints();
}
