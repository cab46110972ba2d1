import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resumedRows, writeStudy, type StudyRow } from '../../perf/footprintStudy/studyReport.ts';

const row: StudyRow = {
  mutant: 'site/rules/cookieNotice.ts:37 `;` → `` in acceptanceCookie',
  chosen: 4,
  byBuild: false,
  bySelection: true,
  selectionSeconds: 41,
  byFull: undefined,
  fullSeconds: undefined,
  escape: false,
};

describe('the footprints study resumes where it stopped', () => {
  const saved = () => {
    const path = join(mkdtempSync(join(tmpdir(), 'study-')), 'footprints-study.json');
    writeStudy(path, { seed: 7, commit: 'abc', rows: [row] });
    return path;
  };

  it('keeps the rows of a report of the same seed and footprints', () => {
    expect(resumedRows(saved(), { seed: 7, commit: 'abc' })).toEqual([row]);
  });

  it('starts afresh when the seed or the footprints differ: the mutants would be others', () => {
    expect(resumedRows(saved(), { seed: 8, commit: 'abc' })).toEqual([]);
    expect(resumedRows(saved(), { seed: 7, commit: 'def' })).toEqual([]);
  });

  it('starts afresh without a report, or with one that has no rows', () => {
    const folder = mkdtempSync(join(tmpdir(), 'study-'));
    expect(resumedRows(join(folder, 'none.json'), { seed: 7, commit: 'abc' })).toEqual([]);
    writeFileSync(join(folder, 'odd.json'), JSON.stringify({ seed: 7, commit: 'abc' }));
    expect(resumedRows(join(folder, 'odd.json'), { seed: 7, commit: 'abc' })).toEqual([]);
  });
});
