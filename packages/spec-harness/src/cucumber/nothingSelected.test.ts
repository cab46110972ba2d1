import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { whyNothing } from './nothingSelected.ts';

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

  it('says when a file is not there, and says nothing of paths without lines', () => {
    expect(whyNothing(['gone.feature:3', 'notice.feature', 'features/'], cwd)).toEqual(['gone.feature does not exist']);
    expect(whyNothing([join(cwd, 'notice.feature:14')], '/elsewhere')).toEqual([
      `${join(cwd, 'notice.feature')}:14: line 14 is a step of the scenario at line 13: name that line`,
    ]);
  });
});
