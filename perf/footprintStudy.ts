/**
 * `npm run footprints:study -- [--mutants 50] [--seed 1] [--full]`: the proof that choosing scenarios
 * by footprint misses nothing (docs/footprints.md, decision 030). It seeds single-file mutants in the
 * code the recorded scenarios reach (`site/`, `contracts/`, `mocks/`), and for each
 * 1. applies it, builds, and runs the scenarios `npm run test:affected` would choose;
 * 2. when they do not kill it (or with `--full`, always), runs the whole feature suite of each run;
 * 3. puts the file back.
 * A mutant the whole suite kills and the selection does not is an **escape**: a defect of the
 * footprints. The table (mutant, chosen scenarios, killed by each, seconds) is printed and written to
 * reports/footprints-study.json. Needs the code of the footprints' commit: a tree whose changes reach
 * no scenario (docs may differ). `--minutes M` starts no mutant after M minutes; `--resume` keeps the
 * rows of the last report of the same seed and footprints and studies the mutants it has not.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  decodeLines,
  FOOTPRINTS_FILE,
  functionSpans,
  innermostFunction,
  readFootprints,
  scenariosOf,
} from 'spec-harness/footprints';
import { chooseAffected, FEATURE_RUNS, runsNothing, SELECTION_FILE } from '../tools/affected/chooseAffected.ts';
import { commandLine } from '../tools/commandLine.ts';
import { applyMutant, mutantsOf, pickMutants, seededRandom, type Mutant } from './footprintStudy/seedMutants.ts';
import { resumedRows, writeStudy, type StudyRow as Row } from './footprintStudy/studyReport.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const REPORT = 'reports/footprints-study.json';
const options = commandLine('npm run footprints:study', {
  mutants: { type: 'string' },
  seed: { type: 'string' },
  full: { type: 'boolean' },
  minutes: { type: 'string' },
  resume: { type: 'boolean' },
}).values as {
  mutants?: string;
  seed?: string;
  full?: boolean;
  minutes?: string;
  resume?: boolean;
};
/** `--minutes`: no new mutant is started after this long (a session's share of the machine); the table says how many were studied. */
const deadline = options.minutes === undefined ? Infinity : performance.now() + Number(options.minutes) * 60_000;
const count = Number(options.mutants ?? 50);
const seed = Number(options.seed ?? 1);

const footprints = readFootprints(join(root, FOOTPRINTS_FILE));
if (!footprints) throw new Error(`No ${FOOTPRINTS_FILE}: record them first (npm run footprints).`);
const commit = footprints.runs.embedded?.commit;
// Each mutant must be the only change that reaches a scenario: before any, the tree reaches none.
const before = await chooseAffected({ log: () => {} });
if (FEATURE_RUNS.some(({ run }) => !runsNothing(before, run)))
  throw new Error(
    `The working tree already reaches scenarios (npm run test:affected -- --plan says which): the study needs the code of the footprints' commit (${commit?.slice(0, 12)}).`,
  );

// Where scenarios reach: per file, the lines any of them ran. A mutant goes on such a line, inside a
// function that ran or at a top level that was loaded.
const reached = new Map<string, Set<number>>();
for (const scenario of scenariosOf(footprints))
  for (const [file, lines] of scenario.files) {
    if (!/^(site|contracts|mocks)\/.+\.tsx?$/.test(file) || file.includes('/generated/')) continue;
    const known = reached.get(file) ?? new Set<number>();
    for (const [first, last] of decodeLines(lines)) for (let line = first; line <= last; line += 1) known.add(line);
    reached.set(file, known);
  }
const candidates = [...reached].flatMap(([file, lines]) => {
  const text = readFileSync(join(root, file), 'utf8');
  const spans = functionSpans(file, text);
  return mutantsOf(file, text, (line) => lines.has(line) || innermostFunction(spans, line, line) === undefined);
});
const mutants = pickMutants(candidates, count, seededRandom(seed));
console.log(
  `${candidates.length} mutants possible in ${reached.size} files; studying ${mutants.length} (seed ${seed}).`,
);

const quiet = (command: string, args: string[], env: NodeJS.ProcessEnv = {}) => {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8', env: { ...process.env, ...env } });
  return {
    ok: result.status === 0,
    seconds: (performance.now() - started) / 1000,
    output: `${result.stdout}${result.stderr}`,
  };
};
/** Runs every feature run, or only what the selection chose; true when a scenario failed (the mutant is killed). */
const features = (selection: Awaited<ReturnType<typeof chooseAffected>> | undefined) => {
  let killed = false;
  let seconds = 0;
  for (const { run: name, command, env } of FEATURE_RUNS) {
    if (selection && runsNothing(selection, name)) continue;
    // --fail-fast: one failed scenario kills the mutant; the rest of the run would tell nothing more.
    const run = quiet('npx', [...command, '--format', 'summary', '--fail-fast'], {
      ...env,
      ...(selection && { FOOTPRINT_SELECTION: SELECTION_FILE }),
      FOOTPRINTS: '',
    });
    seconds += run.seconds;
    if (!run.ok) killed = true;
    if (killed) break;
  }
  return { killed, seconds };
};

const rows: Row[] = options.resume ? resumedRows(join(root, REPORT), { seed, commit }) : [];
if (options.resume) console.log(`Resuming: ${rows.length} mutants studied before.`);
const studied = new Set(rows.map((row) => row.mutant));
for (const [index, mutant] of mutants.entries()) {
  if (studied.has(label(mutant))) continue;
  if (performance.now() > deadline) {
    console.log(`--minutes ${options.minutes} passed: ${index} of ${mutants.length} mutants studied.`);
    break;
  }
  const path = join(root, mutant.file);
  const original = readFileSync(path, 'utf8');
  writeFileSync(path, applyMutant(original, mutant));
  try {
    rows.push(await study(mutant));
  } finally {
    writeFileSync(path, original);
  }
  writeStudy(join(root, REPORT), { seed, commit, rows });
  const row = rows.at(-1);
  console.log(
    `${index + 1}/${mutants.length} ${mutant.file}:${mutant.line} ${mutant.description}: chosen ${row?.chosen}, ` +
      `selection ${row?.bySelection ? 'kills' : 'misses'}${row?.byFull === undefined ? '' : `, full suite ${row.byFull ? 'kills' : 'misses'}`}${row?.escape ? ' — ESCAPE' : ''}`,
  );
}
writeStudy(join(root, REPORT), { seed, commit, rows });
quiet('npx', ['tsx', 'tools/build.ts']);
const escapes = rows.filter((row) => row.escape).length;
console.log(`\n| mutant | chosen | killed by the selection | s | killed by the full suite | s | escape |`);
console.log(`| --- | --- | --- | --- | --- | --- | --- |`);
for (const row of rows)
  console.log(
    `| ${row.mutant} | ${row.chosen} | ${row.byBuild ? 'build' : row.bySelection ? 'yes' : 'no'} | ${row.selectionSeconds.toFixed(0)} | ${
      row.byFull === undefined ? '(not run: the selection killed it)' : row.byFull ? 'yes' : 'no'
    } | ${row.fullSeconds?.toFixed(0) ?? ''} | ${row.escape ? '**yes**' : 'no'} |`,
  );
console.log(
  `\n${rows.length} mutants, ${rows.filter((r) => r.bySelection).length} killed by the selection, ${escapes} escapes (${REPORT}).`,
);
process.exit(escapes === 0 ? 0 : 1);

async function study(mutant: Mutant): Promise<Row> {
  const affected = await chooseAffected({ log: () => {} });
  const chosen = FEATURE_RUNS.some(({ run }) => affected.selection.runs[run]?.everything)
    ? ('all' as const)
    : FEATURE_RUNS.reduce((sum, { run }) => sum + (affected.selection.runs[run]?.scenarios.length ?? 0), 0);
  const build = quiet('npx', ['tsx', 'tools/build.ts']);
  // A mutant the build refuses is killed before any scenario runs.
  const selection = build.ok ? features(affected) : { killed: true, seconds: 0 };
  const full = build.ok && (options.full === true || !selection.killed) ? features(undefined) : undefined;
  return {
    mutant: label(mutant),
    chosen,
    byBuild: !build.ok,
    bySelection: selection.killed,
    selectionSeconds: selection.seconds + build.seconds,
    byFull: full?.killed,
    fullSeconds: full && full.seconds + build.seconds,
    escape: full?.killed === true && !selection.killed,
  };
}

function label(mutant: Mutant) {
  return `${mutant.file}:${mutant.line} ${mutant.description}`;
}
