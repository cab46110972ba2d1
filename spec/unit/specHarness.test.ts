import { readFileSync } from 'node:fs';
import {
  acceptClauses,
  coverageOf,
  parseSpecification,
  readLedger,
  readSpecification,
  scenarioRefsIn,
} from 'spec-harness';
import { describe, expect, it } from 'vitest';
import config from '../../spec-harness.config.ts';

const options = () => ({
  sectionsNeedingProof: config.sectionsNeedingProof,
  specificationPath: config.specification,
  ledger: readLedger(config.ledger.file),
  acceptCommand: config.ledger.accept,
});

// The harness by its package name, on this project's own specification and features, with this
// project's config (spec-harness.config.ts); the harness's own tests sit beside its code. Whether every
// clause is proved and every twin holds is checked once per gate, by `features:coverage -- --check` and
// `features:twins -- --check` in test:static.
describe("this project's specification, read by the harness", () => {
  it('keeps docs/specification.md readable: sections 1 to 10, each with clauses', () => {
    const { sections } = readSpecification(config.specification);
    expect(sections.map(({ number }) => number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(sections.every(({ clauses }) => clauses.length > 0)).toBe(true);
    expect(sections.find(({ number }) => number === 4)?.clauses.find(({ id }) => id === '4.7')?.title).toBe(
      'Cookie notice',
    );
  });

  it('makes clause 4.7 stale when one of its sentences changes, naming its scenarios, until its review is recorded', () => {
    const text = readFileSync(config.specification, 'utf8');
    const sentence = 'The notice appears 5000 ms after a page opens';
    expect(text).toContain(sentence);
    const reworded = parseSpecification(
      text.replace(sentence, 'The notice appears 3000 ms after a page opens'),
      'x.md',
    );
    const scenarios = scenarioRefsIn(config.features);
    const stale = coverageOf(reworded, scenarios, options());
    expect(stale.clauses.filter(({ status }) => status === 'stale').map(({ clause }) => clause.id)).toEqual(['4.7']);
    const [problem] = stale.problems;
    expect(stale.problems).toHaveLength(1);
    expect(problem).toMatch(/^clause 4\.7 "Cookie notice" changed since its scenarios were last reviewed/);
    // Every scenario tagged 4.7, in both languages, is named to be read again.
    const tagged = scenarios.filter(({ clauses }) => clauses.includes('4.7'));
    expect(tagged.some(({ language }) => language === 'ru') && tagged.some(({ language }) => language === 'en')).toBe(
      true,
    );
    for (const { uri, line } of tagged) expect(problem).toContain(`  ${uri}:${line} "`);
    expect(problem).toMatch(/\nthen record the review: npm run features:coverage -- --accept 4\.7$/);

    const accepted = acceptClauses(readLedger(config.ledger.file), reworded, ['4.7']);
    expect(coverageOf(reworded, scenarios, { ...options(), ledger: accepted }).problems).toEqual([]);
  });

  it('keeps every clause proved when the whole specification is rewrapped and reindented', () => {
    // Every other space inside a clause's text becomes a line break and an indent: the same words.
    const rewrapped = readFileSync(config.specification, 'utf8')
      .split('\n')
      .map((line) =>
        /^(#|Rule:|Proved by:)/.test(line)
          ? line
          : line.replace(/ (?=[^\s#])/g, (space, offset: number) => (offset % 2 === 0 ? '\n   ' : space)),
      )
      .join('\n');
    const spec = parseSpecification(rewrapped, 'x.md');
    expect(rewrapped.split('\n').length).toBeGreaterThan(
      readFileSync(config.specification, 'utf8').split('\n').length * 2,
    );
    const { clauses, problems } = coverageOf(spec, scenarioRefsIn(config.features), options());
    expect(problems).toEqual([]);
    expect(clauses.filter(({ status }) => status === 'stale')).toEqual([]);
  });
});
