import { describe, expect, it } from 'vitest';
import { emptyFootprints, withRun } from '../footprints/artefact.ts';
import type { FootprintRecord } from '../footprints/footprint.ts';
import { filesRunByScenario, implementationOf } from './implementingFiles.ts';

/** Footprints of four scenarios: every one runs the shell; the notice's scenarios run the notice. */
function footprints() {
  const record = (scenario: string, files: Record<string, string>): FootprintRecord => ({
    scenario,
    run: 'embedded',
    name: scenario,
    passed: true,
    reached: { files, fixtures: [], assets: [] },
  });
  const shell = { 'site/App.tsx': '1-20', 'features/steps/page_steps.ts': '4-9' };
  return withRun(
    emptyFootprints(),
    { name: 'embedded', commit: 'abc', dirty: [], recordedAt: '2026-11-29T00:00:00Z' },
    [
      record('features/notice.feature:3', {
        ...shell,
        'site/rules/notice.ts': '2-5',
        'site/Notice.tsx': '1-9',
        'site/Footer.tsx': '',
      }),
      record('features/notice.feature:9', {
        ...shell,
        'site/rules/notice.ts': '2-3',
        'site/Notice.tsx': '1-4',
        'site/accept.ts': '1',
      }),
      record('features/menu.feature:3', { ...shell, 'site/Menu.tsx': '1-9', 'site/Notice.tsx': '1' }),
      record('features/menu.feature:8', { ...shell, 'site/Menu.tsx': '1-9' }),
    ] as never,
  );
}
const isProjectCode = (file: string) => !file.startsWith('features/');

describe('the code that implements a clause', () => {
  const ran = filesRunByScenario(footprints(), isProjectCode);

  it('reads, per scenario, the project files it ran a line of, without test code or files only loaded', () => {
    expect([...(ran.get('features/notice.feature:3') ?? [])].sort()).toEqual([
      'site/App.tsx',
      'site/Notice.tsx',
      'site/rules/notice.ts',
    ]);
  });

  it('is what every one of its scenarios ran, its own code before the shell, with its Rule: files first', () => {
    const notice = implementationOf(
      [
        { uri: 'features/notice.feature', line: 3 },
        { uri: 'features/notice.feature', line: 9 },
      ],
      ['site/rules/notice.ts'],
      ran,
    );
    expect(notice).toEqual({
      source: 'footprints',
      footprinted: 2,
      suite: 4,
      files: [
        { file: 'site/rules/notice.ts', share: 0.5, rule: true },
        { file: 'site/Notice.tsx', share: 0.75, rule: false },
        { file: 'site/App.tsx', share: 1, rule: false },
      ],
    });
  });

  it('leaves out a file that one of its scenarios did not run, and orders files run equally often by name', () => {
    const scenarioFiles = new Map([
      ['features/a.feature:1', new Set(['site/b.ts', 'site/a.ts', 'site/App.tsx'])],
      ['features/a.feature:2', new Set(['site/b.ts', 'site/a.ts', 'site/App.tsx', 'site/c.ts'])],
      ['features/a.feature:3', new Set(['site/App.tsx', 'site/c.ts'])],
    ]);
    const scenario = (line: number) => ({ uri: 'features/a.feature', line });
    const files = (lines: number[]) =>
      implementationOf(lines.map(scenario), [], scenarioFiles).files.map(({ file }) => file);
    expect(files([1, 2])).toEqual(['site/a.ts', 'site/b.ts', 'site/App.tsx']);
    expect(files([1, 2, 3])).toEqual(['site/App.tsx']);
  });

  it('falls back to the Rule: line without footprints, and says when there is nothing', () => {
    const unrecorded = [{ uri: 'features/new.feature', line: 3 }];
    expect(implementationOf(unrecorded, ['site/rules/x.ts'], ran)).toEqual({
      source: 'rule',
      footprinted: 0,
      suite: 4,
      files: [{ file: 'site/rules/x.ts', share: 0, rule: true }],
    });
    expect(implementationOf(unrecorded, [], ran)).toEqual({ source: 'none', footprinted: 0, suite: 4, files: [] });
    expect(implementationOf([], [], new Map())).toEqual({ source: 'none', footprinted: 0, suite: 0, files: [] });
  });
});
