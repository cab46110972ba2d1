import { readFileSync } from 'node:fs';

/** What one run is to run, as `npm run test:affected` chose it. */
export interface RunSelection {
  /** Every scenario runs (configuration or the harness changed, or the run's footprints are unusable). */
  everything: boolean;
  /** The chosen scenarios, by `uri:line`. */
  scenarios: string[];
  /** Feature files that changed: all their scenarios run. */
  featureFiles: string[];
  /** Every scenario that has a footprint: any other (a new one, a moved one) runs. */
  footprinted: string[];
}

/**
 * What `npm run test:affected` chose, for the runners (the cucumber plugin, Playwright's filter).
 * A run the file does not name runs everything.
 */
export interface SelectionFile {
  format: 'selection/1';
  runs: Record<string, RunSelection>;
}

export function readSelection(path: string): SelectionFile {
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<SelectionFile>;
  if (parsed.format !== 'selection/1' || typeof parsed.runs !== 'object')
    throw new Error(`${path} is not a selection written by npm run test:affected (format selection/1).`);
  return parsed as SelectionFile;
}

/** Whether a scenario (`uri`, `uri:line`) runs under a run's selection; no selection runs everything. */
export function selectionRuns(selection: RunSelection | undefined): (uri: string, key: string) => boolean {
  if (!selection || selection.everything) return () => true;
  const chosen = new Set(selection.scenarios);
  const files = new Set(selection.featureFiles);
  const known = new Set(selection.footprinted);
  return (uri, key) => chosen.has(key) || files.has(uri) || !known.has(key);
}
