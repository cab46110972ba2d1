import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** One mutant of the footprints study: what the selection and the whole suite made of it. */
export interface StudyRow {
  mutant: string;
  chosen: number | 'all';
  byBuild: boolean;
  bySelection: boolean;
  selectionSeconds: number;
  byFull: boolean | undefined;
  fullSeconds: number | undefined;
  escape: boolean;
}

/** reports/footprints-study.json: the rows studied so far for one seed at one footprints' commit. */
export interface StudyReport {
  seed: number;
  commit: string | undefined;
  rows: StudyRow[];
}

/**
 * The rows a study resumes from (`--resume`): those of the report at `path` when it was made for the
 * same seed and the same footprints' commit, so that its mutants are the same ones; otherwise none.
 * A study takes hours (a mutant the selection does not kill costs both full feature runs), so it is
 * run a share at a time and its rows add up.
 */
export function resumedRows(path: string, { seed, commit }: Omit<StudyReport, 'rows'>): StudyRow[] {
  if (!existsSync(path)) return [];
  const report = JSON.parse(readFileSync(path, 'utf8')) as Partial<StudyReport>;
  return report.seed === seed && report.commit === commit && Array.isArray(report.rows) ? report.rows : [];
}

/** Writes the report after every mutant: a study stopped midway keeps what it found. */
export function writeStudy(path: string, report: StudyReport): void {
  writeFileSync(path, `${JSON.stringify(report, null, 2)}\n`);
}
