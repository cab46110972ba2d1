import type { ScenarioFootprint } from './artefact.ts';
import type { FileChange } from './gitChanges.ts';
import { hasLineIn } from './lineRanges.ts';
import { innermostFunction } from './sourceShape.ts';

/**
 * Which changes reach what, for a project (its `footprints` in spec-harness.config.ts). A path ending
 * in `/` names a folder and everything under it.
 */
export interface SelectionRules {
  /** Configuration, the lockfile, the build, the harness: a change here runs everything. */
  everything: readonly string[];
  /** What no scenario runs (docs, unit tests, benchmarks): a change here selects no scenario. */
  ignored: readonly string[];
  /** The folder of the feature files. */
  features: string;
  /** Files served as they are, by the URL path under `/` (a page fetched `/fonts/x.woff2`). */
  publicDir: string;
  /**
   * Per run, what its footprints cannot see (a backend in a process of its own): a change here runs
   * every scenario of that run.
   */
  unrecorded: Readonly<Record<string, readonly string[]>>;
  /**
   * Per run, its own test code (step definitions, end-to-end tests and their helpers): no other run
   * loads it, and a file of it that none of the run's footprints mention is loaded by none of its
   * scenarios. Runs not named here have none of their own.
   */
  testCode?: Readonly<Record<string, readonly string[]>>;
}

/** What a file's source says, at the footprints' commit: read only for the files selection needs. */
export interface SourceReader {
  /** The function spans of the file as it was, or undefined when it is not code. */
  functionsOf(file: string): Array<[number, number]> | undefined;
  /** Whether the file as it was compiles to nothing (types only). */
  typesOnly(file: string): boolean;
  /** The project files that import `file` directly (test code that imports site code). */
  importersOf(file: string): string[];
}

export interface Selection {
  /** Set when every scenario must run, with why. */
  everything?: string;
  /** The chosen scenarios by key (`run uri:line`), each with why: which changed file it reaches, and how. */
  chosen: Map<string, string[]>;
  /** Feature files that changed: all their scenarios run, whatever their lines are now. */
  featureFiles: string[];
  /** Runs whose every scenario runs, with why. */
  wholeRuns: Map<string, string>;
  /** What each changed file did to the selection, in words, for the report. */
  notes: Array<{ file: string; note: string }>;
}

const under = (paths: readonly string[], file: string) =>
  paths.some((path) => (path.endsWith('/') ? file.startsWith(path) : file === path));

/**
 * The scenarios a change reaches (docs/decisions/030-footprints.md):
 * - a change inside a function selects the scenarios that ran that function; a change at a file's top
 *   level (a constant, an import) selects those that loaded the file;
 * - a changed fixture selects those whose requests read it; a changed stylesheet those whose pages
 *   loaded the site's stylesheet; a changed public file those that fetched it;
 * - a changed feature file runs all its scenarios; a step file is code like any other: a change inside
 *   a step runs the scenarios that ran it, one outside (a pattern, an import) those that loaded the file;
 * - a change to configuration, the lockfile, the build or the harness runs everything, and so does a
 *   changed file no footprint mentions, unless it compiles to nothing (types) or no scenario runs it.
 * A scenario that has no footprint always runs: the runners see to that (the plugin's filter).
 */
export function selectScenarios(
  changes: readonly FileChange[],
  scenarios: readonly ScenarioFootprint[],
  rules: SelectionRules,
  source: SourceReader,
): Selection {
  const selection: Selection = { chosen: new Map(), featureFiles: [], wholeRuns: new Map(), notes: [] };
  const choose = (scenario: ScenarioFootprint, why: string) => {
    const key = `${scenario.run} ${scenario.scenario}`;
    selection.chosen.set(key, [...(selection.chosen.get(key) ?? []), why]);
  };
  const note = (file: string, text: string) => selection.notes.push({ file, note: text });
  const mentioned = (file: string) => scenarios.some((s) => s.files.has(file));

  for (const change of changes) {
    const { file } = change;
    if (under(rules.everything, file)) {
      selection.everything ??= `${file} changed: configuration, the build or the harness runs everything`;
      note(file, 'runs everything');
      continue;
    }
    if (under(rules.ignored, file)) {
      note(file, 'no scenario runs it');
      continue;
    }
    for (const [run, paths] of Object.entries(rules.unrecorded))
      if (under(paths, file) && !selection.wholeRuns.has(run))
        selection.wholeRuns.set(run, `${file} changed, and the ${run} run does not record what its backend reads`);
    const testOf = Object.entries(rules.testCode ?? {})
      .filter(([, paths]) => under(paths, file))
      .map(([run]) => run);
    if (testOf.length > 0 && !scenarios.some((s) => testOf.includes(s.run))) {
      note(file, `test code of the ${testOf.join(' and ')} run: none of these scenarios runs it`);
      continue;
    }
    if (file.startsWith(rules.features) && file.endsWith('.feature')) {
      selection.featureFiles.push(file);
      note(file, 'a feature file: all its scenarios run');
      continue;
    }
    if (file.startsWith('fixtures/') && file.endsWith('.json')) {
      const readers = scenarios.filter((s) => s.fixtures.includes(file) || s.files.has(file));
      for (const scenario of readers) choose(scenario, `read ${file}`);
      note(file, `a fixture: ${readers.length} scenarios read it`);
      continue;
    }
    if (file.startsWith(rules.publicDir)) {
      const path = `/${file.slice(rules.publicDir.length)}`;
      const fetchers = scenarios.filter((s) => s.assets.includes(path));
      for (const scenario of fetchers) choose(scenario, `fetched ${path} (${file})`);
      note(file, `served as ${path}: ${fetchers.length} scenarios fetched it`);
      continue;
    }
    if (file.endsWith('.css')) {
      const styled = scenarios.filter((s) => s.assets.some((asset) => asset.endsWith('.css')));
      for (const scenario of styled) choose(scenario, `loaded the stylesheet, built from ${file}`);
      note(file, `a stylesheet: ${styled.length} scenarios loaded the site's stylesheet`);
      continue;
    }
    if (change.kind === 'added') {
      note(file, 'a new file: reached only through a changed file that imports it');
      continue;
    }
    if (!mentioned(file)) {
      if (testOf.length > 0) note(file, 'test code that no scenario loaded');
      else if (source.typesOnly(file)) note(file, 'types only: nothing it compiles to runs');
      else {
        selection.everything ??= `${file} changed, and no footprint shows what reaches it (the build may read it)`;
        note(file, 'no footprint mentions it: runs everything');
      }
      continue;
    }
    selectByLines(change, scenarios, source, choose, note);
  }
  return selection;
}

/** A changed code or data file that footprints mention: by function where the change is inside one. */
function selectByLines(
  change: FileChange,
  scenarios: readonly ScenarioFootprint[],
  source: SourceReader,
  choose: (scenario: ScenarioFootprint, why: string) => void,
  note: (file: string, text: string) => void,
) {
  const { file } = change;
  const spans = change.kind === 'deleted' ? undefined : source.functionsOf(file);
  const hunks = change.hunks.length > 0 ? change.hunks : [[1, Number.MAX_SAFE_INTEGER] as [number, number]];
  let topLevel = false;
  const functions: Array<[number, number]> = [];
  for (const [first, last] of hunks) {
    const inside = spans && innermostFunction(spans, first, last);
    if (inside) functions.push(inside);
    else topLevel = true;
  }
  const importers = topLevel ? source.importersOf(file) : [];
  let count = 0;
  for (const scenario of scenarios) {
    const lines = scenario.files.get(file);
    const why: string[] = [];
    if (topLevel && lines !== undefined) why.push(`loaded ${file}, changed outside its functions`);
    if (topLevel) {
      const importer = importers.find((f) => scenario.files.get(f));
      if (importer) why.push(`ran ${importer}, which imports ${file}, changed outside its functions`);
    }
    for (const [first, last] of functions) {
      // The first line of a function may hold code around it (`const f = () =>`): its body decides.
      const body: [number, number] = last > first ? [first + 1, last] : [first, last];
      if (lines && hasLineIn(lines, body[0], body[1]))
        why.push(`ran the function at ${file}:${first}-${last}, which changed`);
    }
    if (why.length > 0) {
      count += 1;
      for (const reason of why) choose(scenario, reason);
    }
  }
  const where = [
    ...(topLevel ? ['outside any function'] : []),
    ...functions.map(([first, last]) => `in the function at lines ${first}-${last}`),
  ].join(', ');
  note(file, `changed ${where}: ${count} scenarios reach it`);
}
