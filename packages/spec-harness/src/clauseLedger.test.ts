import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acceptClauses, parseLedger, readLedger, renderLedger, writeLedger } from './clauseLedger.ts';
import { clauseRevision } from './clauseRevision.ts';
import { parseSpecification } from './specification.ts';

const spec = parseSpecification(
  '## 1. Screens\n\n### 1.1 Pages\n\nEvery page has a header.\n\n### 1.2 "Quoted" title\n\nText.\n\n## 2. States\n\n### 2.1 Notice\n\nIt appears.\n',
  'docs/specification.md',
);
const clause = (id: string) => {
  const found = spec.sections.flatMap((section) => section.clauses).find((c) => c.id === id);
  if (!found) throw new Error(`no clause ${id}`);
  return found;
};

describe('the clause ledger', () => {
  it('records every clause at its current revision, in the specification’s order', () => {
    const ledger = acceptClauses({ clauses: {} }, spec, 'all');
    expect(Object.keys(ledger.clauses)).toEqual(['1.1', '1.2', '2.1']);
    expect(ledger.clauses['1.1']).toEqual({ revision: clauseRevision(clause('1.1')), title: 'Pages' });
  });

  it('records only the clauses named, keeps the others’ reviews, and forgets clauses that are gone', () => {
    const old = {
      clauses: {
        '1.1': { revision: 'aaaaaaaaaaaa', title: 'Pages' },
        '9.9': { revision: 'bbbbbbbbbbbb', title: 'Gone' },
      },
    };
    const ledger = acceptClauses(old, spec, ['2.1']);
    // 1.2 was never reviewed and is not now: it stays out of the ledger rather than in it as nothing.
    expect(Object.keys(ledger.clauses)).toEqual(['1.1', '2.1']);
    expect(ledger.clauses).toEqual({
      '1.1': { revision: 'aaaaaaaaaaaa', title: 'Pages' },
      '2.1': { revision: clauseRevision(clause('2.1')), title: 'Notice' },
    });
  });

  it('refuses an id that is no clause, and says what an id looks like', () => {
    expect(() => acceptClauses({ clauses: {} }, spec, ['2.1', '4.7', '1'])).toThrow(
      'there is no clause 4.7, 1: name clauses by their ids, such as 1.1, or --accept all',
    );
    // A specification file needs a clause (parseSpecification refuses one without); the ledger copes anyway.
    const noClauses = { ...spec, sections: spec.sections.map((section) => ({ ...section, clauses: [] })) };
    expect(() => acceptClauses({ clauses: {} }, noClauses, ['1.1'])).toThrow(
      'there is no clause 1.1: name clauses by their ids, such as 1.1, or --accept all',
    );
  });

  it('records no review of a clause nothing proves: all is every proved clause, one named is refused', () => {
    const proved = new Set(['1.1', '2.1']);
    expect(Object.keys(acceptClauses({ clauses: {} }, spec, 'all', proved).clauses)).toEqual(['1.1', '2.1']);
    expect(() => acceptClauses({ clauses: {} }, spec, ['2.1', '1.2'], proved)).toThrow(
      'nothing proves clause 1.2 yet, so there is no scenario to review: tag the scenarios that prove it (@spec-1.2) first',
    );
    expect(() => acceptClauses({ clauses: {} }, spec, ['1.2', '2.1'], new Set(['1.1']))).toThrow(
      'nothing proves clause 1.2, 2.1 yet',
    );
  });

  it('writes JSON that reads back the same, one clause per line', () => {
    const ledger = acceptClauses({ clauses: {} }, spec, 'all');
    const text = renderLedger(ledger, 'What each clause was last reviewed against.');
    expect(text.split('\n').filter((line) => line.includes('"revision"'))).toHaveLength(3);
    expect(JSON.parse(text)).toEqual({ about: 'What each clause was last reviewed against.', clauses: ledger.clauses });
    expect(parseLedger(text, 'ledger.json')).toEqual({ clauses: ledger.clauses });
    const folder = mkdtempSync(join(tmpdir(), 'ledger-'));
    writeLedger(join(folder, 'ledger.json'), ledger, 'About.');
    expect(readFileSync(join(folder, 'ledger.json'), 'utf8')).toBe(renderLedger(ledger, 'About.'));
    expect(readLedger(join(folder, 'ledger.json'))).toEqual({ clauses: ledger.clauses });
  });

  it('is empty when there is no file yet', () => {
    expect(readLedger(join(tmpdir(), 'no-such-ledger.json'))).toEqual({ clauses: {} });
  });

  it('says how to fix a file that is not a ledger', () => {
    expect(() => parseLedger('{ "clauses": ', 'docs/ledger.json')).toThrow(
      /^docs\/ledger\.json is not JSON \(.+\): take it back from version control, or delete it and record every clause again with --accept all$/,
    );
    expect(() => parseLedger('{ "clauses": [] }', 'docs/ledger.json')).toThrow(
      'docs/ledger.json has no "clauses" object: it should be { "clauses": { "4.7": { "revision": … } } }',
    );
    expect(() => parseLedger('null', 'docs/ledger.json')).toThrow('has no "clauses" object');
    expect(() => parseLedger('{ "clauses": null }', 'docs/ledger.json')).toThrow('has no "clauses" object');
    expect(() => parseLedger('{ "clauses": { "4.7": { "revision": "12ab" } } }', 'docs/ledger.json')).toThrow(
      'docs/ledger.json: clause 4.7 has no revision of twelve hex digits: record its review again with --accept 4.7',
    );
    expect(() => parseLedger('{ "clauses": { "4.7": null } }', 'docs/ledger.json')).toThrow(
      'clause 4.7 has no revision',
    );
    // Twelve digits, but a number: a hand edit that dropped the quotes.
    expect(() => parseLedger('{ "clauses": { "4.7": { "revision": 123456789012 } } }', 'docs/ledger.json')).toThrow(
      'clause 4.7 has no revision',
    );
  });
});
