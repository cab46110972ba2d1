/**
 * What a change reaches, as `npm run test:affected` and the footprints study choose it: per feature run,
 * the scenarios whose footprints reach the files that differ from the footprints' commit (and from
 * `base`), written for the footprints plugin (docs/footprints.md).
 */
import { createRequire } from 'node:module';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseTagExpression } from '@cucumber/tag-expressions';
import { loadConfig, scenariosIn } from 'spec-harness';
import { E2E_DIR, E2E_RUN } from '../footprints/runs.ts';
import {
  changesSince,
  compilesToNothing,
  fileAt,
  FOOTPRINTS_FILE,
  functionSpans,
  hasCommit,
  isCode,
  readFootprints,
  relativeImports,
  scenariosOf,
  selectScenarios,
  type FileChange,
  type RunSelection,
  type SelectionFile,
  type SelectionRules,
  type SourceReader,
} from 'spec-harness/footprints';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** Where the choice is written, for the plugin (FOOTPRINT_SELECTION). */
export const SELECTION_FILE = 'reports/affected/selection.json';
/** The end-to-end tests the change does not reach, for Playwright's `--test-list-invert`. */
export const E2E_SKIPPED_FILE = 'reports/affected/e2e-skipped.txt';

/** Each feature run: its footprints' name, its profile, and how npm test runs it. */
export const FEATURE_RUNS = [
  { run: 'embedded', profile: 'default', command: ['cucumber-js'], env: {} },
  {
    run: 'split',
    profile: 'split',
    command: ['cucumber-js', '--profile', 'split'],
    env: { FEATURE_TOPOLOGY: 'split' },
  },
] as const;

export interface Affected {
  selection: SelectionFile;
  /**
   * The end-to-end checks: `skip` when their footprints choose (the tests to leave out, written to
   * E2E_SKIPPED_FILE; a test without a footprint is never in it), else `everything` or, without
   * footprints, `changedFiles` (only the test files that changed, as before footprints).
   */
  e2e: { skip: string[] } | { everything: string } | { changedFiles: string[] };
  /** Every file that differs, in any run's comparison. */
  changedFiles: Set<string>;
  /** Per run, how many of its scenarios have no footprint (they run whatever the change). */
  unfootprinted: Map<string, number>;
  /** Whether footprints were there to choose by. */
  footprinted: boolean;
}

/** Chooses, prints why through `log`, and writes the choice to SELECTION_FILE. */
export async function chooseAffected({ base, log }: { base?: string; log: (line: string) => void }): Promise<Affected> {
  const config = await loadConfig(join(root, 'spec-harness.config.ts'));
  const rules = config.footprints;
  if (!rules) throw new Error('spec-harness.config.ts has no `footprints` rules: nothing to choose by.');
  const footprints = readFootprints(join(root, FOOTPRINTS_FILE));
  const selection: SelectionFile = { format: 'selection/1', runs: {} };
  const changedFiles = new Set<string>();
  const unfootprintedCount = new Map<string, number>();
  let e2e: Affected['e2e'] | undefined;
  mkdirSync(dirname(join(root, SELECTION_FILE)), { recursive: true });
  if (!footprints) {
    log(
      `No footprints (${FOOTPRINTS_FILE}): \`npm run footprints\` records them (a full run of the features and ` +
        'e2e checks), or download the `footprints` artefact of the last CI run of main into reports/. Every scenario runs.',
    );
  } else {
    const all = scenariosOf(footprints);
    /** One run's choice by its own footprints, or undefined (said through `log`) when it has none usable here. */
    const chooseRun = (run: string, otherwise: string) => {
      const meta = footprints.runs[run];
      if (!meta) {
        log(`The ${run} run has no footprints: ${otherwise}.`);
        return undefined;
      }
      if (!hasCommit(root, meta.commit)) {
        log(`The ${run} run's footprints are of commit ${meta.commit.slice(0, 12)}, unknown here: ${otherwise}.`);
        return undefined;
      }
      const changes = changesOf(meta.commit, meta.dirty, base);
      for (const change of changes) changedFiles.add(change.file);
      const scenarios = all.filter((s) => s.run === run);
      const chosen = selectScenarios(changes, scenarios, rules, sourceAt(meta.commit, rules));
      const everything = chosen.everything ?? chosen.wholeRuns.get(run);
      report(log, run, meta.commit, changes, chosen, scenarios.length, everything);
      return { scenarios, chosen, everything };
    };
    for (const { run } of FEATURE_RUNS) {
      const choice = chooseRun(run, 'all its scenarios run');
      if (!choice) continue;
      const { scenarios, chosen, everything } = choice;
      const runSelection: RunSelection = {
        everything: everything !== undefined,
        scenarios: [...chosen.chosen.keys()].map((key) => key.slice(run.length + 1)),
        featureFiles: chosen.featureFiles,
        footprinted: scenarios.map((s) => s.scenario),
      };
      selection.runs[run] = runSelection;
      const unfootprinted = unfootprintedScenarios(run, runSelection, rules);
      if (!everything && unfootprinted.length > 0) {
        log(`  ${unfootprinted.length} scenarios have no footprint (new, moved, or failed when recorded) and run:`);
        for (const key of unfootprinted) log(`    ${key}`);
      }
      unfootprintedCount.set(run, unfootprinted.length);
    }
    const choice = chooseRun(E2E_RUN, 'only its test files that changed run');
    if (choice) {
      const { scenarios: tests, chosen, everything } = choice;
      e2e = everything
        ? { everything }
        : { skip: tests.map((t) => t.scenario).filter((test) => !chosen.chosen.has(`${E2E_RUN} ${test}`)) };
      if (!everything) log('  Tests without a footprint (new, or failed when recorded) run too.');
    }
  }
  e2e ??= { changedFiles: [...changedFiles].filter((file) => /^spec\/e2e\/.+\.spec\.ts$/.test(file)) };
  writeFileSync(
    join(root, E2E_SKIPPED_FILE),
    'skip' in e2e
      ? `# Left out by npm run test:affected: their footprints reach no change.\n${e2e.skip.map((test) => test.slice(E2E_DIR.length + 1)).join('\n')}\n`
      : '',
  );
  writeFileSync(join(root, SELECTION_FILE), `${JSON.stringify(selection, null, 2)}\n`);
  return { selection, e2e, changedFiles, unfootprinted: unfootprintedCount, footprinted: footprints !== undefined };
}

/** Whether a run has nothing to run under a choice: no scenario chosen, no feature file changed, none without a footprint. */
export function runsNothing(affected: Affected, run: string): boolean {
  const chosen = affected.selection.runs[run];
  return (
    chosen !== undefined &&
    !chosen.everything &&
    chosen.scenarios.length === 0 &&
    chosen.featureFiles.length === 0 &&
    affected.unfootprinted.get(run) === 0
  );
}

/** The changes since the footprints' commit, the files that differed from it when they were recorded, and those since `base`. */
function changesOf(commit: string, dirty: string[], base: string | undefined): FileChange[] {
  const changes = changesSince(root, commit);
  // Those not among the changes since the commit count as changed whole.
  for (const file of [...dirty, ...(base ? changesSince(root, base).map((c) => c.file) : [])])
    if (!changes.some((c) => c.file === file)) changes.push({ file, kind: 'modified', hunks: [] });
  return changes;
}

/** The sources as they were at the footprints' commit: what their lines are numbered by. */
function sourceAt(commit: string, rules: SelectionRules): SourceReader {
  const code = (file: string) => {
    try {
      return isCode(file) ? fileAt(root, commit, file) : undefined;
    } catch {
      return undefined;
    }
  };
  let importers: Map<string, string[]> | undefined;
  return {
    functionsOf: (file) => {
      const source = code(file);
      return source === undefined ? undefined : functionSpans(file, source);
    },
    typesOnly: (file) => {
      const source = code(file);
      return source !== undefined && compilesToNothing(file, source);
    },
    importersOf: (file) => (importers ??= testCodeImports(rules)).get(file) ?? [],
  };
}

/** Which project files the step definitions and support code import: test code that reads site code. */
function testCodeImports(rules: SelectionRules): Map<string, string[]> {
  const map = new Map<string, string[]>();
  const folder = join(root, rules.features);
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.[cm]?tsx?$/.test(entry.name)) continue;
    const importer = relative(root, join(entry.parentPath, entry.name));
    for (const imported of relativeImports(importer, readFileSync(join(root, importer), 'utf8')))
      map.set(imported, [...(map.get(imported) ?? []), importer]);
  }
  return map;
}

/** The run's scenarios, as its profile's tags choose them, that have no footprint and are not in a changed feature file. */
function unfootprintedScenarios(run: string, chosen: RunSelection, rules: SelectionRules): string[] {
  const profile = FEATURE_RUNS.find((r) => r.run === run)?.profile ?? 'default';
  // cucumber.cjs: its profiles say which scenarios each run has. Read when asked, not on import.
  const profiles = createRequire(import.meta.url)('../../cucumber.cjs') as Record<string, { tags?: string }>;
  const tags = parseTagExpression(profiles[profile]?.tags ?? '');
  const known = new Set(chosen.footprinted);
  return scenariosIn(join(root, rules.features).replace(/\/$/, ''))
    .map((s) => ({ ...s, uri: relative(root, s.uri) }))
    .filter((s) => tags.evaluate(s.tags) && !chosen.featureFiles.includes(s.uri) && !known.has(`${s.uri}:${s.line}`))
    .map((s) => `${s.uri}:${s.line}`);
}

function report(
  log: (line: string) => void,
  run: string,
  commit: string,
  changes: FileChange[],
  chosen: ReturnType<typeof selectScenarios>,
  total: number,
  everything: string | undefined,
) {
  log(`\nThe ${run} run (footprints of ${commit.slice(0, 12)}): ${changes.length} changed files`);
  for (const { file, note } of chosen.notes) log(`  ${file}: ${note}`);
  if (everything) {
    log(`  Every scenario runs: ${everything}.`);
    return;
  }
  log(
    `  ${chosen.chosen.size} of ${total} scenarios with footprints reach the change${chosen.featureFiles.length ? `, and every scenario of ${chosen.featureFiles.join(', ')}` : ''}:`,
  );
  for (const [key, why] of chosen.chosen)
    log(`    ${key.slice(run.length + 1)}  — ${why[0]}${why.length > 1 ? ` (and ${why.length - 1} more)` : ''}`);
  log(`  Skipped: ${total - chosen.chosen.size} scenarios whose footprints reach none of it.`);
}
