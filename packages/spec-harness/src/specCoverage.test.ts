import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coverageOf, scenariosIn, type ScenarioRef } from './specCoverage.ts';
import { parseSpecification } from './specification.ts';

function featureFolder(text: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'features-'));
  writeFileSync(join(folder, 'x.feature'), text);
  return folder;
}

const specification = parseSpecification(
  `# Spec

## 1. What it is

### 1.1 A site

## 2. Screens

### 2.1 Pages

### 2.2 The 404 screen

## 3. Entities

### 3.1 Menus

## 4. States

### 4.1 Cookie notice

### 4.2 Unknown middleware

Proved by: unit/guards.test.ts
`,
  'docs/specification.md',
);

/** Sections 2 and 4 need proof, as a site's visitor-facing sections would. */
const OPTIONS = { sectionsNeedingProof: [2, 4], specificationPath: 'docs/specification.md' };

const scenario = (clauses: string[], name = 'A scenario'): ScenarioRef => ({
  uri: 'features/x.feature',
  line: 3,
  name,
  language: 'en',
  clauses,
});
const files: Record<string, string> = { 'unit/guards.test.ts': "it('answers 500 (spec 4.2)')" };
const read = (file: string) => files[file];

describe('spec traceability, clause by clause', () => {
  it('gives every example row its own scenario, with the clauses of its feature, rule, scenario and examples', () => {
    const folder = featureFolder(`@spec-2.1
Feature: Menus
  Scenario: One
    Given a step

  @spec-4.1
  Rule: A rule
    @spec-4.2
    Scenario Outline: Two <n>
      Given a step <n>

      @spec-9.3 @smoke
      Examples:
        | n |
        | 1 |
        | 2 |
`);
    expect(scenariosIn(folder).map((found) => [found.name, found.line, found.clauses])).toEqual([
      ['One', 3, ['2.1']],
      ['Two 1', 15, ['2.1', '4.1', '4.2', '9.3']],
      ['Two 2', 16, ['2.1', '4.1', '4.2', '9.3']],
    ]);
  });

  it('lists under each clause the scenarios that name it', () => {
    const { clauses, problems } = coverageOf(
      specification,
      [scenario(['2.1', '2.2'], 'Both'), scenario(['4.1'], 'Notice')],
      { ...OPTIONS, read },
    );
    expect(clauses.map(({ clause, scenarios }) => [clause.id, scenarios.map(({ name }) => name)])).toEqual([
      ['1.1', []],
      ['2.1', ['Both']],
      ['2.2', ['Both']],
      ['3.1', []],
      ['4.1', ['Notice']],
      ['4.2', []],
    ]);
    expect(problems).toEqual([]);
  });

  it('fails a clause of a section visitors meet that loses its last scenario, and says how to fix it', () => {
    const { problems } = coverageOf(specification, [scenario(['2.1']), scenario(['4.1'])], { ...OPTIONS, read });
    expect(problems).toEqual([
      'clause 2.2 "The 404 screen" has no scenario: write one and tag it @spec-2.2 (docs/specification.md:11)',
    ]);
  });

  it('leaves clauses of sections 1 and 3 free of that demand', () => {
    const { problems } = coverageOf(specification, [scenario(['2.1', '2.2', '4.1'])], { ...OPTIONS, read });
    expect(problems).toEqual([]);
  });

  it('takes a unit test for a clause only when the test names the clause', () => {
    const proved = coverageOf(specification, [scenario(['2.1', '2.2', '4.1'])], { ...OPTIONS, read });
    expect(proved.clauses.find(({ clause }) => clause.id === '4.2')?.unitTests).toEqual(['unit/guards.test.ts']);

    const renamed = coverageOf(specification, [scenario(['2.1', '2.2', '4.1'])], {
      ...OPTIONS,
      read: () => "it('answers 500 (spec 4.21)')",
    });
    expect(renamed.problems).toEqual([
      'docs/specification.md:21 clause 4.2 says it is proved by unit/guards.test.ts, whose tests do not name "spec 4.2": fix the line or the test\'s title',
      'clause 4.2 "Unknown middleware" has no scenario: write one and tag it @spec-4.2 (docs/specification.md:21)',
    ]);
    const gone = coverageOf(specification, [scenario(['2.1', '2.2', '4.1'])], { ...OPTIONS, read: () => undefined });
    expect(gone.problems[0]).toContain('unit/guards.test.ts, which does not exist');
  });

  it('fails a clause whose "Rule:" line names a file that does not exist', () => {
    const ruled = parseSpecification(
      '## 1. Screens\n### 1.1 Pages\nRule: site/rules/locale.ts, site/rules/gone.ts\n',
      'docs/specification.md',
    );
    const there = (file: string) => (file === 'site/rules/locale.ts' ? 'export {}' : undefined);
    expect(coverageOf(ruled, [scenario(['1.1'])], { ...OPTIONS, read: there }).problems).toEqual([
      'docs/specification.md:2 clause 1.1 says its rule is in site/rules/gone.ts, which does not exist: fix the "Rule:" line',
    ]);
  });

  it('fails a scenario that names no clause, or a clause that does not exist', () => {
    const { problems } = coverageOf(
      specification,
      [scenario(['2.1', '2.2', '4.1']), scenario([], 'Orphan'), scenario(['4', '2.9'], 'Vague')],
      { ...OPTIONS, read },
    );
    expect(problems).toEqual([
      'features/x.feature:3 "Orphan" names no clause: tag it with the clause it proves, e.g. @spec-4.7 (docs/specification.md)',
      'features/x.feature:3 "Vague" names @spec-4, which is no clause of docs/specification.md: use a clause id such as 4.1',
      'features/x.feature:3 "Vague" names @spec-2.9, which is no clause of docs/specification.md: use a clause id such as 2.1',
    ]);
  });

  it('suggests a clause of the same section, never one whose section number only starts alike, else 4.7', () => {
    const { problems } = coverageOf(specification, [scenario(['2.1', '2.2', '4.1', '21.3'], 'Far')], {
      ...OPTIONS,
      read,
    });
    expect(problems).toEqual([
      'features/x.feature:3 "Far" names @spec-21.3, which is no clause of docs/specification.md: use a clause id such as 4.7',
    ]);
  });
});
