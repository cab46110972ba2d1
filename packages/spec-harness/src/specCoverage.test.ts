import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acceptClauses } from './clauseLedger.ts';
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
  wip: false,
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
      '## 1. Screens\n### 1.1 Pages\nRule: site/rules/localePath.ts, site/rules/gone.ts\n',
      'docs/specification.md',
    );
    const there = (file: string) => (file === 'site/rules/localePath.ts' ? 'export {}' : undefined);
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
      'features/x.feature:3 "Orphan" names no clause: tag it with the clause it proves, e.g. @spec-1.1 (docs/specification.md)',
      'features/x.feature:3 "Vague" names @spec-4, which is no clause of docs/specification.md: name a clause by its id, section and number, such as 4.1 (section 4\'s clauses run from 4.1 to 4.2)',
      'features/x.feature:3 "Vague" names @spec-2.9, which is no clause of docs/specification.md: if it is a new clause, write it there first (and accept it); otherwise name the clause it proves (section 2\'s clauses run from 2.1 to 2.2)',
    ]);
  });

  it('tells an id of a new clause from one that is no id, and names a clause that exists as the example', () => {
    // Sections 1 to 10, so that section 1's clauses are told from section 10's.
    const sections = Array.from({ length: 10 }, (_, index) =>
      index === 0
        ? '## 1. States\n\n### 1.1 Notice\n\nA.\n\n### 1.2 Menu\n\nB.\n\n### 1.3 Search\n\nC.\n'
        : `## ${index + 1}. Part ${index + 1}\n\n### ${index + 1}.1 Clause\n\nD.\n`,
    );
    const wide = parseSpecification(sections.join('\n'), 'docs/specification.md');
    const hints = (ids: string[]) =>
      coverageOf(wide, [scenario(ids, 'Odd')], { ...OPTIONS, sectionsNeedingProof: [], read }).problems.map((problem) =>
        problem.slice(problem.indexOf(': ') + 2),
      );
    const all = 'the sections are 1, 2, 3, 4, 5, 6, 7, 8, 9, 10';
    expect(hints(['1.12', 'x1.7', '1.7x', 'notice'])).toEqual([
      "if it is a new clause, write it there first (and accept it); otherwise name the clause it proves (section 1's clauses run from 1.1 to 1.3)",
      `name a clause by its id, section and number, such as 4.7 (${all})`,
      "name a clause by its id, section and number, such as 1.1 (section 1's clauses run from 1.1 to 1.3)",
      `name a clause by its id, section and number, such as 4.7 (${all})`,
    ]);
  });

  it('names the clauses of the same section, never those of one whose number only starts alike', () => {
    const { problems } = coverageOf(specification, [scenario(['2.1', '2.2', '4.1', '21.3'], 'Far')], {
      ...OPTIONS,
      read,
    });
    expect(problems).toEqual([
      'features/x.feature:3 "Far" names @spec-21.3, which is no clause of docs/specification.md: if it is a new clause, write it there first (and accept it); otherwise name the clause it proves (the sections are 1, 2, 3, 4)',
    ]);
  });
});

describe('the state of each clause', () => {
  const SPEC = `## 1. About

### 1.1 A site

## 2. Screens

### 2.1 Pages

Every page has a header.

### 2.2 The 404 screen

An unknown address shows the 404 screen.

### 2.3 Old search

Withdrawn: the search moved to 2.4.

### 2.4 Search

The search finds services.

Proved by: unit/search.test.ts
`;
  const spec = parseSpecification(SPEC, 'docs/specification.md');
  const ledger = acceptClauses({ clauses: {} }, spec, 'all');
  const files: Record<string, string> = { 'unit/search.test.ts': "it('finds (spec 2.4)')" };
  const options = { ...OPTIONS, read: (file: string) => files[file], ledger, acceptCommand: 'npm run cov -- --accept' };
  const pages = { ...scenario(['2.1'], 'Header'), line: 7 };
  const missing = { ...scenario(['2.2'], 'Unknown address'), uri: 'features/ru/x.feature', language: 'ru' };
  const statuses = (result: ReturnType<typeof coverageOf>) =>
    Object.fromEntries(result.clauses.map(({ clause, status }) => [clause.id, status]));

  it('is proved, unproved or withdrawn, and a reviewed clause that keeps its words is never stale', () => {
    const result = coverageOf(spec, [pages, missing], options);
    expect(statuses(result)).toEqual({
      '1.1': 'unproved',
      '2.1': 'proved',
      '2.2': 'proved',
      '2.3': 'withdrawn',
      '2.4': 'proved',
    });
    expect(result.problems).toEqual([]);
    // Rewrapped and reindented, the words are the same words.
    const rewrapped = parseSpecification(
      SPEC.replace('Every page has a header.', 'Every page\n  has   a\nheader.'),
      'x.md',
    );
    expect(statuses(coverageOf(rewrapped, [pages, missing], options))['2.1']).toBe('proved');
  });

  it('is stale when its words changed since the review, and the check names the scenarios to read again and the command', () => {
    const reworded = parseSpecification(
      SPEC.replace('Every page has a header.', 'Every page has a header and a footer.'),
      'docs/specification.md',
    );
    const twin = { ...pages, uri: 'features/ru/x.feature', name: 'Шапка', language: 'ru' };
    const result = coverageOf(reworded, [pages, twin, missing], options);
    expect(statuses(result)['2.1']).toBe('stale');
    const before = result.clauses.find(({ clause }) => clause.id === '2.1');
    expect(before?.reviewed).toBe(ledger.clauses['2.1']?.revision);
    expect(before?.revision).not.toBe(before?.reviewed);
    expect(result.problems).toEqual([
      [
        `clause 2.1 "Pages" changed since its scenarios were last reviewed (revision ${before?.reviewed}, now ${before?.revision}) (docs/specification.md:7). Read what proves it again, and change what no longer proves its words:`,
        '  features/x.feature:7 "Header"',
        '  features/ru/x.feature:7 "Шапка"',
        'then record the review: npm run cov -- --accept 2.1',
      ].join('\n'),
    ]);
    // Recording the review makes it proved again, and leaves the other clauses' reviews alone.
    const accepted = acceptClauses(ledger, reworded, ['2.1']);
    expect(statuses(coverageOf(reworded, [pages, twin, missing], { ...options, ledger: accepted }))['2.1']).toBe(
      'proved',
    );
    expect(accepted.clauses['2.2']).toEqual(ledger.clauses['2.2']);
  });

  it('names the unit tests of a stale clause to read again, and the harness’s own command by default', () => {
    const reworded = parseSpecification(
      SPEC.replace('The search finds services.', 'The search finds services and articles.'),
      'docs/specification.md',
    );
    const [problem] = coverageOf(reworded, [pages, missing], {
      ...OPTIONS,
      read: options.read,
      ledger,
    }).problems;
    expect(problem?.split('\n').slice(1)).toEqual([
      '  unit/search.test.ts (unit tests named "spec 2.4")',
      'then record the review: spec-harness coverage --accept 2.4',
    ]);
  });

  it('tells a clause the ledger never recorded by the absence of a reviewed revision', () => {
    const result = coverageOf(spec, [pages, missing], { ...options, ledger: { clauses: {} } });
    const site = result.clauses.find(({ clause }) => clause.id === '2.1');
    expect(site?.status).toBe('stale');
    expect(site).not.toHaveProperty('reviewed');
  });

  it('is stale when new since the ledger, and a stale clause of a section without the demand fails nothing', () => {
    const newer = parseSpecification(
      `${SPEC}\n### 2.5 Filters\n\nThe portfolio filters by industry.\n`,
      'docs/specification.md',
    );
    const filters = scenario(['2.5'], 'Filters');
    const result = coverageOf(newer, [pages, missing, filters], options);
    expect(statuses(result)['2.5']).toBe('stale');
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatch(
      /^clause 2\.5 "Filters" is new since its scenarios were last reviewed \(docs\/specification\.md:2\d\)/,
    );
    expect(result.problems[0]).toMatch(/then record the review: npm run cov -- --accept 2\.5$/);

    const about = parseSpecification(SPEC.replace('### 1.1 A site', '### 1.1 A site\n\nA new sentence.'), 'x.md');
    const site = scenario(['1.1'], 'Site');
    const loose = coverageOf(about, [pages, missing, site], { ...options, sectionsNeedingProof: [2] });
    expect(statuses(loose)['1.1']).toBe('stale');
    expect(loose.problems).toEqual([]);
  });

  it('is never stale without a ledger', () => {
    const reworded = parseSpecification(SPEC.replace('has a header', 'has a banner'), 'x.md');
    expect(statuses(coverageOf(reworded, [pages, missing], { ...options, ledger: undefined }))['2.1']).toBe('proved');
  });

  it('is pending when every scenario naming it is @wip, and partly built when some are: neither counts as proved', () => {
    const wip = { ...pages, wip: true };
    const alsoWip = { ...scenario(['2.1'], 'Pages again'), wip: true };
    expect(statuses(coverageOf(spec, [wip, alsoWip, missing], options))['2.1']).toBe('pending');
    expect(statuses(coverageOf(spec, [wip, scenario(['2.1'], 'Built'), missing], options))['2.1']).toBe('partly-built');
    // A unit test proves what it names, but a @wip scenario still says part of the clause is not built.
    const searchScenario = { ...scenario(['2.4'], 'Search'), wip: true };
    expect(statuses(coverageOf(spec, [pages, missing, searchScenario], options))['2.4']).toBe('partly-built');
    // Work in progress is told, not failed: the gate stays green on it.
    expect(coverageOf(spec, [wip, missing], options).problems).toEqual([]);
  });

  it('is shallow when the last run skipped its scenarios or ran no Then step of them', () => {
    const skipped = coverageOf(spec, [pages, missing], { ...options, ranThen: (s) => (s === pages ? false : true) });
    expect(statuses(skipped)['2.1']).toBe('shallow');
    expect(skipped.problems).toEqual([]);
    // One scenario that ran a Then step is proof; a run that did not know a scenario takes nothing away.
    const second = scenario(['2.1'], 'Pages again');
    expect(
      statuses(coverageOf(spec, [second, pages, missing], { ...options, ranThen: (s) => s === pages }))['2.1'],
    ).toBe('proved');
    expect(statuses(coverageOf(spec, [pages, missing], { ...options, ranThen: () => undefined }))['2.1']).toBe(
      'proved',
    );
    // A unit test that names the clause proves it whatever the scenarios did.
    const searchScenario = scenario(['2.4'], 'Search');
    expect(
      statuses(coverageOf(spec, [pages, missing, searchScenario], { ...options, ranThen: () => false }))['2.4'],
    ).toBe('proved');
  });

  it('fails a scenario that names a withdrawn clause', () => {
    const result = coverageOf(spec, [pages, missing, scenario(['2.3'], 'Old search')], options);
    expect(result.problems).toEqual([
      'features/x.feature:3 "Old search" names @spec-2.3, which is withdrawn (docs/specification.md): tag it with the clause it proves now, or delete it',
    ]);
  });

  it('marks a scenario tagged @wip', () => {
    const folder = featureFolder(
      'Feature: F\n  @wip @spec-2.1\n  Scenario: Draft\n    Given a step\n  Scenario: Done\n    Given a step\n',
    );
    expect(scenariosIn(folder).map(({ name, wip }) => [name, wip])).toEqual([
      ['Draft', true],
      ['Done', false],
    ]);
  });
});
