import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Plugin } from '@cucumber/cucumber/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nothingSelectedPlugin, whyNothing } from './nothingSelected.ts';

const FEATURE = `Feature: Notice
  Rule: It shows late
    Scenario Outline: <elapsed> ms after opening it <state>
      When <elapsed> ms pass
      Then the notice <state>

      Examples:
        | elapsed | state     |
        | 4999    | is hidden |
        | 5000    | shows     |

  @smoke
  Scenario: Accepting hides it
    When the visitor accepts
    Then the notice is hidden
`;

// Scenarios before a rule, an Examples keyword with no table yet, and a rule of its own.
const MENU = `Feature: Menu

  Scenario: The menu opens
    When a visitor opens the menu

  Scenario Outline: The menu lists <item>
    When a visitor opens the menu

    Examples:

  Rule: It closes
    Background:
      Given the menu is open

    Scenario: Escape closes it
      When a visitor presses Escape
`;

describe('why a run selected no scenario', () => {
  const cwd = mkdtempSync(join(tmpdir(), 'nothing-'));
  writeFileSync(join(cwd, 'notice.feature'), FEATURE);

  it('names what each line given is instead, and the lines that would run', () => {
    expect(whyNothing(['notice.feature:8:7:4:12:1'], cwd)).toEqual([
      "notice.feature:8: line 8 is the header of an Examples table: name one of its rows (9, 10) or the outline's line (3) to run them all",
      "notice.feature:7: line 7 is an Examples keyword: name one of its rows (9, 10) or the outline's line (3)",
      'notice.feature:4: line 4 is a step of the scenario at line 3: name that line',
      'notice.feature:12: line 12 holds the tags of the scenario at line 13: name that line',
      "notice.feature:1: no scenario starts at line 1: it runs the scenarios at lines 3, 9, 10, 13 (an outline's line runs all its rows)",
    ]);
  });

  it('reads scenarios outside and inside rules, and an Examples keyword without its table', () => {
    writeFileSync(join(cwd, 'menu.feature'), MENU);
    expect(whyNothing(['menu.feature:4:16:9:2'], cwd)).toEqual([
      'menu.feature:4: line 4 is a step of the scenario at line 3: name that line',
      'menu.feature:16: line 16 is a step of the scenario at line 15: name that line',
      "menu.feature:9: line 9 is an Examples keyword: name one of its rows () or the outline's line (6)",
      "menu.feature:2: no scenario starts at line 2: it runs the scenarios at lines 3, 6, 15 (an outline's line runs all its rows)",
    ]);
  });

  it('names a scenario the run’s tags leave out, and how to run one that is work in progress', () => {
    writeFileSync(join(cwd, 'draft.feature'), 'Feature: Draft\n  @wip\n  Scenario: Not built\n    When it is built\n');
    expect(whyNothing(['draft.feature:3', 'notice.feature:13:9'], cwd)).toEqual([
      'draft.feature:3: line 3 is "Not built", work in progress (@wip), which the run\'s tags leave out: run the work in progress with spec-harness wip draft.feature:3',
      'notice.feature:13: line 13 is "Accepting hides it", which the run\'s tags (@smoke) leave out',
      'notice.feature:9: line 9 is "<elapsed> ms after opening it <state>", which the run\'s tags (none on it) leave out',
    ]);
  });

  it('says when a file has no scenario at all', () => {
    writeFileSync(join(cwd, 'empty.feature'), '# Nothing written yet\n');
    expect(whyNothing(['empty.feature:1'], cwd)).toEqual([
      'empty.feature:1: no scenario starts at line 1: the file has no scenario',
    ]);
  });

  it('says when a file is not there, and says nothing of paths without lines', () => {
    expect(whyNothing(['gone.feature:3', 'notice.feature', 'features/', 'notice.feature:3x'], cwd)).toEqual([
      'gone.feature does not exist',
    ]);
    expect(whyNothing([join(cwd, 'notice.feature:14')], '/elsewhere')).toEqual([
      `${join(cwd, 'notice.feature')}:14: line 14 is a step of the scenario at line 13: name that line`,
    ]);
  });
});

describe('a run that selects no scenario', () => {
  const cwd = mkdtempSync(join(tmpdir(), 'nothing-run-'));
  writeFileSync(join(cwd, 'notice.feature'), FEATURE);
  afterEach(() => {
    vi.restoreAllMocks();
  });

  /** Cucumber's coordinator calls, played by hand: the paths it resolved, then the scenarios it chose. */
  async function run(
    pickles: unknown[],
    paths: string[] | undefined,
    env: Record<string, string> = {},
    operation = 'runCucumber',
  ) {
    let written = '';
    const handlers = new Map<string, (value: unknown) => unknown>();
    await nothingSelectedPlugin.coordinator({
      operation,
      on: (event: string, handler: (value: unknown) => unknown) => handlers.set(event, handler),
      transform: (event: string, handler: (value: unknown) => unknown) => handlers.set(event, handler),
      environment: { cwd, env, stderr: { write: (text: string) => (written += text) } },
    } as unknown as Parameters<Plugin['coordinator']>[0]);
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    if (paths) handlers.get('paths:resolve')?.({ unexpandedSourcePaths: paths });
    const chosen = handlers.get('pickles:filter')?.(pickles);
    return { chosen, written, exitCode: exit.mock.calls[0]?.[0], hooked: [...handlers.keys()] };
  }

  it('goes on untouched when it selects scenarios', async () => {
    const pickles = [{ name: 'Accepting hides it' }];
    expect(await run(pickles, ['notice.feature:13'])).toEqual({
      chosen: pickles,
      written: '',
      exitCode: undefined,
      hooked: ['paths:resolve', 'pickles:filter'],
    });
  });

  it('stops, saying what each line named is instead', async () => {
    const { written, exitCode } = await run([], ['notice.feature:8:4']);
    expect(written).toBe(
      [
        'No scenario was selected, so this run would prove nothing.',
        "  notice.feature:8: line 8 is the header of an Examples table: name one of its rows (9, 10) or the outline's line (3) to run them all",
        '  notice.feature:4: line 4 is a step of the scenario at line 3: name that line',
        '',
      ].join('\n'),
    );
    expect(exitCode).toBe(1);
  });

  it('stops, saying that nothing matched, when no line was named', async () => {
    expect(await run([], ['features/'])).toMatchObject({
      written:
        "No scenario was selected, so this run would prove nothing.\n  Nothing in features/ matches the run's tags and names.\n  (Work in progress, tagged @wip, is what a suite's tags often leave out: spec-harness wip runs it.)\n",
      exitCode: 1,
    });
    expect((await run([], [])).written).toContain("  Nothing in the features matches the run's tags and names.\n");
    expect((await run([], undefined)).written).toContain(
      "  Nothing in the features matches the run's tags and names.\n",
    );
    expect((await run([], ['features/en/', 'features/ru/'])).written).toContain(
      "  Nothing in features/en/, features/ru/ matches the run's tags and names.\n",
    );
  });

  it('lets a change that reaches no scenario choose none (npm run test:affected)', async () => {
    expect(await run([], ['notice.feature:8'], { FOOTPRINT_SELECTION: 'reports/selection.json' })).toMatchObject({
      chosen: [],
      written: '',
      exitCode: undefined,
    });
  });

  it('takes no part in what is not a run (loading the sources, say)', async () => {
    expect((await run([], ['notice.feature:8'], {}, 'loadSources')).hooked).toEqual([]);
  });
});
