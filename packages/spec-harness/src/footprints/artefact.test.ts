import { describe, expect, it } from 'vitest';
import { scenariosOf, withRun } from './artefact.ts';
import type { FootprintRecord } from './footprint.ts';

const record = (
  scenario: string,
  passed: boolean,
  files: Record<string, string>,
  run = 'embedded',
): FootprintRecord => ({
  scenario,
  run,
  name: `name of ${scenario}`,
  passed,
  reached: { files, fixtures: [`fixtures/${scenario}.json`], assets: [] },
});
const meta = (name: string) => ({ name, commit: 'c0ffee', dirty: [], recordedAt: '2026-11-28T00:00:00.000Z' });

describe('the footprints file', () => {
  it('keeps what every attempt of a scenario reached when its last attempt passed', () => {
    const file = withRun(undefined, meta('embedded'), [
      record('a.feature:3', false, { 'site/x.ts': '1-3' }),
      record('a.feature:3', true, { 'site/x.ts': '3-5', 'site/y.ts': '' }),
    ]);
    expect(scenariosOf(file)).toEqual([
      {
        run: 'embedded',
        scenario: 'a.feature:3',
        name: 'name of a.feature:3',
        files: new Map([
          ['site/x.ts', '1-5'],
          ['site/y.ts', ''],
        ]),
        fixtures: ['fixtures/a.feature:3.json'],
        assets: [],
      },
    ]);
  });

  it('keeps no footprint of a scenario whose last attempt failed: it always runs', () => {
    const file = withRun(undefined, meta('embedded'), [record('a.feature:3', false, { 'site/x.ts': '1' })]);
    expect(scenariosOf(file)).toEqual([]);
    expect(file.runs.embedded?.scenarios).toBe(0);
  });

  it("replaces one run's scenarios and keeps the other runs'", () => {
    const first = withRun(undefined, meta('embedded'), [record('a.feature:3', true, { 'site/x.ts': '1' })]);
    const both = withRun(first, meta('split'), [record('a.feature:3', true, { 'site/z.ts': '2' }, 'split')]);
    const again = withRun(both, meta('embedded'), [record('b.feature:9', true, { 'site/x.ts': '1' })]);
    expect(
      scenariosOf(again)
        .map((s) => `${s.run} ${s.scenario}`)
        .sort(),
    ).toEqual(['embedded b.feature:9', 'split a.feature:3']);
    expect(Object.keys(again.runs).sort()).toEqual(['embedded', 'split']);
  });

  it('stores each file name and set of lines once', () => {
    const file = withRun(undefined, meta('embedded'), [
      record('a.feature:3', true, { 'site/x.ts': '1-4' }),
      record('a.feature:4', true, { 'site/x.ts': '1-4' }),
    ]);
    expect(file.files).toEqual(['site/x.ts']);
    expect(file.lineSets).toEqual(['1-4']);
    expect(file.reaches).toEqual([[0, 0]]);
  });

  it('counts the scenarios it kept, and lists their fixtures and files fetched once each, in order', () => {
    const failed = record('a.feature:3', false, { 'site/x.ts': '1' });
    const tries = [
      { ...failed, reached: { ...failed.reached, fixtures: ['fixtures/z.json', 'fixtures/a.json'] } },
      record('a.feature:3', true, { 'site/x.ts': '1' }),
    ];
    const file = withRun(undefined, meta('embedded'), tries);
    expect(file.runs.embedded?.scenarios).toBe(1);
    expect(scenariosOf(file)[0]?.fixtures).toEqual(['fixtures/a.feature:3.json', 'fixtures/a.json', 'fixtures/z.json']);
  });
});
