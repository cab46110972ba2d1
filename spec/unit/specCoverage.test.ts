import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scenariosIn } from '../../scripts/specCoverage.ts';

function featureFolder(text: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'features-'));
  writeFileSync(join(folder, 'x.feature'), text);
  return folder;
}

describe('spec traceability', () => {
  it('gives every example row its own scenario, with the tags of its feature, scenario and examples', () => {
    const folder = featureFolder(`@spec-2
Feature: Menus
  Scenario: One
    Given a step

  @spec-4
  Scenario Outline: Two <n>
    Given a step <n>

    @spec-9
    Examples:
      | n |
      | 1 |
      | 2 |
`);
    const scenarios = scenariosIn(folder);
    expect(scenarios.map((scenario) => [scenario.name, scenario.line, scenario.sections])).toEqual([
      ['One', 3, [2]],
      ['Two 1', 13, [2, 4, 9]],
      ['Two 2', 14, [2, 4, 9]],
    ]);
  });

  it('finds a scenario without a spec tag', () => {
    const folder = featureFolder(`Feature: Untraced
  Scenario: Orphan
    Given a step
`);
    expect(scenariosIn(folder)).toEqual([{ uri: `${folder}/x.feature`, line: 2, name: 'Orphan', sections: [] }]);
  });

  it('traces every scenario of the project to a section of the spec', () => {
    const untraced = scenariosIn('features').filter((scenario) => scenario.sections.length === 0);
    expect(untraced).toEqual([]);
  });
});
