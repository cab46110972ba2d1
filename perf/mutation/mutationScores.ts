/**
 * The mutation score of each area from Stryker's JSON report (mutation-testing-report-schema), judged
 * against the area's threshold (docs/mutation.md). Pure: perf/mutation.ts reads the report and
 * prints; spec/unit/mutationScores.test.ts checks the arithmetic.
 */

export interface Area {
  /** A folder of the project, e.g. 'site/rules/'. */
  folder: string;
  /** The lowest mutation score (in %) the area passes with. */
  threshold: number;
}

export const AREAS: readonly Area[] = [
  { folder: 'site/rules/', threshold: 95 },
  { folder: 'site/server/middleware/', threshold: 90 },
  { folder: 'contracts/', threshold: 90 },
];

/** The part of Stryker's JSON report this reads. */
export interface MutationReport {
  files: Record<string, { mutants: readonly { status: string; statusReason?: string; static?: boolean }[] }>;
}

export interface FileCount {
  file: string;
  killed: number;
  timeout: number;
  survived: number;
  noCoverage: number;
  /** Mutants left out of the score: recorded equivalents (a Stryker disable comment) and, with
   * `ignoreStatic`, static mutants. */
  ignored: number;
  /** Of the ignored ones, those ignored for being static. */
  ignoredStatic: number;
}

export interface AreaScore extends Omit<FileCount, 'file'> {
  area: Area;
  /** Killed and timed-out mutants over every tested or untested one, in % (Stryker's definition);
   * null when the area has no scored mutant in the report. */
  score: number | null;
  passes: boolean;
  /** The area's files with surviving or untested mutants, most first. */
  weakest: FileCount[];
}

/** How Stryker counts a status: killed and timed-out mutants are detected, survived and untested
 * ones are not; compile and runtime errors count neither way. */
function countFile(file: string, mutants: MutationReport['files'][string]['mutants']): FileCount {
  const count: FileCount = { file, killed: 0, timeout: 0, survived: 0, noCoverage: 0, ignored: 0, ignoredStatic: 0 };
  for (const { status, static: isStatic } of mutants) {
    if (status === 'Killed') count.killed += 1;
    else if (status === 'Timeout') count.timeout += 1;
    else if (status === 'Survived') count.survived += 1;
    else if (status === 'NoCoverage') count.noCoverage += 1;
    else if (status === 'Ignored') {
      count.ignored += 1;
      if (isStatic === true) count.ignoredStatic += 1;
    }
  }
  return count;
}

/** The report's file names relative to the project root, with forward slashes. */
function relative(file: string, root: string): string {
  const name = file.replaceAll('\\', '/');
  const prefix = `${root.replaceAll('\\', '/').replace(/\/$/u, '')}/`;
  return name.startsWith(prefix) ? name.slice(prefix.length) : name;
}

export function areaScores(report: MutationReport, root = '', areas: readonly Area[] = AREAS): AreaScore[] {
  const files = Object.entries(report.files).map(([file, { mutants }]) => countFile(relative(file, root), mutants));
  return areas.flatMap((area) => {
    const own = files.filter(({ file }) => file.startsWith(area.folder));
    if (own.length === 0) return [];
    const sum = (key: Exclude<keyof FileCount, 'file'>) => own.reduce((total, count) => total + count[key], 0);
    const detected = sum('killed') + sum('timeout');
    const scored = detected + sum('survived') + sum('noCoverage');
    const score = scored === 0 ? null : (detected / scored) * 100;
    const missed = (count: FileCount) => count.survived + count.noCoverage;
    return [
      {
        area,
        killed: sum('killed'),
        timeout: sum('timeout'),
        survived: sum('survived'),
        noCoverage: sum('noCoverage'),
        ignored: sum('ignored'),
        ignoredStatic: sum('ignoredStatic'),
        score,
        passes: score === null || score >= area.threshold,
        weakest: own
          .filter((count) => missed(count) > 0)
          .sort((a, b) => missed(b) - missed(a) || a.file.localeCompare(b.file)),
      },
    ];
  });
}

/** One line an area, then for a failing area its weakest files (at most `top`). */
export function describeScores(scores: readonly AreaScore[], top = 5): string[] {
  return scores.flatMap((s) => {
    const score = s.score === null ? 'no scored mutant' : `${s.score.toFixed(2)} %`;
    const equivalents = s.ignored - s.ignoredStatic;
    const line =
      `${s.passes ? 'ok  ' : 'FAIL'} ${s.area.folder}: ${score} (threshold ${s.area.threshold} %) — ` +
      `${s.killed} killed, ${s.timeout} timed out, ${s.survived} survived, ${s.noCoverage} no coverage` +
      (equivalents > 0 ? `, ${equivalents} recorded as equivalent` : '') +
      (s.ignoredStatic > 0 ? `, ${s.ignoredStatic} static ignored` : '');
    if (s.passes) return [line];
    return [
      line,
      ...s.weakest.slice(0, top).map((f) => `       ${f.file}: ${f.survived} survived, ${f.noCoverage} no coverage`),
    ];
  });
}
