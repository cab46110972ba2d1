import { describe, expect, it } from 'vitest';
import { areaScores, describeScores, type MutationReport } from '../../perf/mutation/mutationScores.ts';

const mutants = (counts: Record<string, number>, extra: { static?: boolean } = {}) =>
  Object.entries(counts).flatMap(([status, n]) => Array.from({ length: n }, () => ({ status, ...extra })));

describe('npm run mutation judges each area against its own threshold', () => {
  it('scores killed and timed-out mutants over every tested or untested one', () => {
    const report: MutationReport = {
      files: {
        'site/rules/cookieNotice.ts': { mutants: mutants({ Killed: 90, Timeout: 5, Survived: 3, NoCoverage: 2 }) },
      },
    };
    const [rules] = areaScores(report);
    expect(rules?.area.folder).toBe('site/rules/');
    expect(rules?.score).toBe(95);
    expect(rules?.passes).toBe(true);
  });

  it('leaves recorded equivalents, ignored static mutants and errors out of the score', () => {
    const report: MutationReport = {
      files: {
        'contracts/page.ts': {
          mutants: [
            ...mutants({ Killed: 9, Survived: 1, Ignored: 4, CompileError: 7, RuntimeError: 2 }),
            ...mutants({ Ignored: 3 }, { static: true }),
          ],
        },
      },
    };
    const [contracts] = areaScores(report);
    expect(contracts).toMatchObject({ score: 90, passes: true, ignored: 7, ignoredStatic: 3 });
  });

  it('fails an area just below its threshold and passes one at it', () => {
    const report: MutationReport = {
      files: {
        'site/rules/a.ts': { mutants: mutants({ Killed: 94, Survived: 6 }) },
        'site/server/middleware/b.ts': { mutants: mutants({ Killed: 90, NoCoverage: 10 }) },
      },
    };
    expect(areaScores(report).map(({ area, passes }) => [area.folder, passes])).toEqual([
      ['site/rules/', false],
      ['site/server/middleware/', true],
    ]);
  });

  it('gives each file to its area only, by the path relative to the project root', () => {
    const report: MutationReport = {
      files: {
        '/repo/site/rules/a.ts': { mutants: mutants({ Killed: 1 }) },
        '/repo/site/server/middleware/b.ts': { mutants: mutants({ Survived: 1 }) },
        '/repo/site/server/main.ts': { mutants: mutants({ Survived: 5 }) },
      },
    };
    expect(areaScores(report, '/repo/').map(({ area, score }) => [area.folder, score])).toEqual([
      ['site/rules/', 100],
      ['site/server/middleware/', 0],
    ]);
  });

  it('names a failing area and its files with the most missed mutants first', () => {
    const report: MutationReport = {
      files: {
        'site/rules/fine.ts': { mutants: mutants({ Killed: 50 }) },
        'site/rules/some.ts': { mutants: mutants({ Killed: 10, Survived: 1, NoCoverage: 1 }) },
        'site/rules/most.ts': { mutants: mutants({ Killed: 10, Survived: 4 }) },
      },
    };
    const lines = describeScores(areaScores(report));
    expect(lines[0]).toMatch(
      /^FAIL site\/rules\/: 92\.11 % \(threshold 95 %\) — 70 killed, 0 timed out, 5 survived, 1 no/u,
    );
    expect(lines.slice(1).map((line) => line.trim())).toEqual([
      'site/rules/most.ts: 4 survived, 0 no coverage',
      'site/rules/some.ts: 1 survived, 1 no coverage',
    ]);
  });

  it('does not list the files of an area that passes', () => {
    const report: MutationReport = {
      files: { 'contracts/x.ts': { mutants: mutants({ Killed: 19, Survived: 1, Ignored: 2 }) } },
    };
    expect(describeScores(areaScores(report))).toEqual([
      'ok   contracts/: 95.00 % (threshold 90 %) — 19 killed, 0 timed out, 1 survived, 0 no coverage, 2 recorded as equivalent',
    ]);
  });

  it('passes an area whose mutants are all left out of the score, and skips areas not mutated', () => {
    const report: MutationReport = { files: { 'contracts/x.ts': { mutants: mutants({ Ignored: 2 }) } } };
    expect(areaScores(report)).toEqual([expect.objectContaining({ score: null, passes: true })]);
  });
});
