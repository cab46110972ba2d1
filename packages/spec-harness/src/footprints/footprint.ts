import { encodeLines } from './lineRanges.ts';

/**
 * What one scenario reached, as its run recorded it (docs/decisions/030-footprints.md):
 * - `files`: each project file whose code was loaded, with the lines of it that ran (a file loaded
 *   with none of its functions run has an empty set);
 * - `fixtures`: the fixture files the servers read for it;
 * - `assets`: the paths of the files its pages fetched besides documents, scripts and the API
 *   (stylesheets, fonts, images).
 */
export class Footprint {
  readonly files = new Map<string, Set<number>>();
  readonly fixtures = new Set<string>();
  readonly assets = new Set<string>();

  addLines(lines: Map<string, Set<number>>): void {
    for (const [file, ran] of lines) {
      const known = this.files.get(file);
      if (known) for (const line of ran) known.add(line);
      else this.files.set(file, new Set(ran));
    }
  }

  /** A file loaded, whether or not any of its lines ran. */
  addLoaded(file: string): void {
    if (!this.files.has(file)) this.files.set(file, new Set());
  }

  toJSON(): FootprintRecord['reached'] {
    return {
      files: Object.fromEntries(
        [...this.files].sort(([a], [b]) => a.localeCompare(b)).map(([f, l]) => [f, encodeLines(l)]),
      ),
      fixtures: [...this.fixtures].sort(),
      assets: [...this.assets].sort(),
    };
  }
}

/** One line of a worker's part file: a scenario and what it reached. */
export interface FootprintRecord {
  /** `uri:line` of the scenario, or of its Examples row: what `cucumber-js uri:line` runs. */
  scenario: string;
  /** Which run: `embedded` or `split` (the project's topologies) or any name the project gives. */
  run: string;
  name: string;
  /** Whether this attempt passed: a scenario whose last attempt failed keeps no footprint. */
  passed: boolean;
  reached: { files: Record<string, string>; fixtures: string[]; assets: string[] };
}
