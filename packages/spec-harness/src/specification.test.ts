import { describe, expect, it } from 'vitest';
import { clauseIdsOf, parseSpecification, SpecificationError } from './specification.ts';

describe("a specification's Markdown", () => {
  it('reads lines ending in CR LF as lines', () => {
    const markdown = '# Spec\n\n## 1. Screens\n\n### 1.1 Pages\n\nEvery page has a title.\n';
    expect(parseSpecification(markdown.replace(/\n/gu, '\r\n'), 'spec.md')).toEqual(
      parseSpecification(markdown, 'spec.md'),
    );
  });

  it('refuses a specification with no clause, saying how one is written', () => {
    for (const markdown of ['', '# Spec\n\nWords only.\n', '## 1. Screens\n\nNo clause yet.\n'])
      expect(() => parseSpecification(markdown, 'spec.md')).toThrow(
        new SpecificationError(
          'spec.md has no clause: a section is headed "## 1. Its title", and each clause in it "### 1.1 Its title", followed by the clause\'s words.',
        ),
      );
  });

  it('reads sections and clauses with their ids, titles, texts, unit-test proofs and rule files', () => {
    const { preamble, sections } = parseSpecification(
      `# The spec

How to read it.

## 1. Screens

All pages.

### 1.1 Pages

Every page ends with a slash.

Rule: site/rules/localePath.ts

### 1.2 Errors

An unknown middleware is a 500.

Proved by: spec/unit/a.test.ts, spec/unit/b.test.ts

## 2. States
`,
      'spec.md',
    );
    expect(preamble).toBe('# The spec\n\nHow to read it.');
    expect(sections).toEqual([
      {
        number: 1,
        title: 'Screens',
        intro: 'All pages.',
        clauses: [
          {
            id: '1.1',
            section: 1,
            title: 'Pages',
            text: 'Every page ends with a slash.',
            provedBy: [],
            rules: ['site/rules/localePath.ts'],
            line: 9,
          },
          {
            id: '1.2',
            section: 1,
            title: 'Errors',
            text: 'An unknown middleware is a 500.',
            provedBy: ['spec/unit/a.test.ts', 'spec/unit/b.test.ts'],
            rules: [],
            line: 15,
          },
        ],
      },
      { number: 2, title: 'States', intro: '', clauses: [] },
    ]);
  });

  it('keeps the line breaks of a section intro and of a clause text', () => {
    const [section] = parseSpecification(
      `## 1. Screens
All pages.
Every language.
### 1.1 Pages
Every page ends with a slash.
Even the home page.
`,
      'spec.md',
    ).sections;
    expect(section?.intro).toBe('All pages.\nEvery language.');
    expect(section?.clauses[0]?.text).toBe('Every page ends with a slash.\nEven the home page.');
  });

  it('trims the titles of headings written with trailing spaces', () => {
    const [section] = parseSpecification('## 1. Screens  \n### 1.1 Pages \t\n', 'spec.md').sections;
    expect(section?.title).toBe('Screens');
    expect(section?.clauses[0]?.title).toBe('Pages');
  });

  it.each([
    ['## 1. A\n## 3. C', 'x.md:2: section 3 follows section 1; number sections 1, 2, 3… in order'],
    ['## 1. A\n### 2.1 B', "x.md:2: clause 2.1 is not in section 2; a clause's id starts with its section's number"],
    ['## 1. A\n### 1.1 B\n### 1.1 C', 'x.md:3: clause 1.1 is there twice; give the new clause the next free id'],
    [
      '## 1. A\n### Cookie notice',
      'x.md:2: "### Cookie notice" is a clause heading without an id; write "### 1.N Title"',
    ],
    ['## 1. A\n### 1.1 ', 'x.md:2: "### 1.1" is a clause heading without a title; write "### 1.1 Title"'],
  ])('refuses a malformed heading and says how to fix it: %j', (markdown, message) => {
    expect(() => parseSpecification(markdown, 'x.md')).toThrow(message);
  });

  it('reads the clause ids a scenario tags, and nothing else', () => {
    expect(clauseIdsOf(['@smoke', '@spec-4.7', '@backend', '@spec-10.1'])).toEqual(['4.7', '10.1']);
    expect(clauseIdsOf(['@old@spec-4.7', '@spec-'])).toEqual([]);
  });
});
