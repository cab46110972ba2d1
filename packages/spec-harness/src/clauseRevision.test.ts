import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clauseRevision } from './clauseRevision.ts';

const CLAUSE = {
  title: 'Cookie notice',
  text: 'The notice appears 5000 ms after a page opens, unless the visitor accepted it before.\n\nIt stays until accepted.',
};

/** The same words with every gap between them replaced by some other whitespace (a rewrapped paragraph). */
const rewrapped = (text: string, gaps: string[]) =>
  text
    .split(/\s+/u)
    .map((word, index) => (index === 0 ? word : `${gaps[index % gaps.length] ?? ' '}${word}`))
    .join('');

describe('a clause revision', () => {
  it('is twelve hex digits', () => {
    expect(clauseRevision(CLAUSE)).toMatch(/^[0-9a-f]{12}$/);
  });

  it('does not change when only whitespace and line wrapping change', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(' ', '  ', '\n', '\n\n', '\t', '\u00a0', '\r\n', ' \n  '), { minLength: 1 }),
        fc.constantFrom('', ' ', '\n', '\n\n'),
        (gaps, edge) => {
          const text = `${edge}${rewrapped(CLAUSE.text, gaps)}${edge}`;
          expect(clauseRevision({ title: `${edge}${CLAUSE.title}`, text })).toBe(clauseRevision(CLAUSE));
        },
      ),
    );
  });

  it('does not change when a letter is typed in decomposed form', () => {
    const composed = { title: 'Уведомление', text: 'Появляется через 5000 мс, если посетитель ещё не принял его.' };
    const decomposed = { title: composed.title, text: composed.text.normalize('NFD') };
    expect(decomposed.text).not.toBe(composed.text);
    expect(clauseRevision(decomposed)).toBe(clauseRevision(composed));
  });

  it('changes when any word changes, is added or goes', () => {
    const words = CLAUSE.text.split(' ');
    fc.assert(
      fc.property(
        fc.nat({ max: words.length - 1 }),
        fc.constantFrom('3000', 'never', 'the', ''),
        (index, replacement) => {
          fc.pre(words[index] !== replacement);
          const text = words.map((word, i) => (i === index ? replacement : word)).join(' ');
          expect(clauseRevision({ ...CLAUSE, text })).not.toBe(clauseRevision(CLAUSE));
        },
      ),
    );
  });

  it('changes when two words run together or one splits in two', () => {
    const revision = (text: string) => clauseRevision({ title: CLAUSE.title, text });
    expect(revision('The notice appears 5000ms after a page opens.')).not.toBe(
      revision('The notice appears 5000 ms after a page opens.'),
    );
    expect(revision('It stays until accepted.')).not.toBe(revision('It stays un til accepted.'));
  });

  it('changes when the title changes, and tells the title from the text', () => {
    expect(clauseRevision({ ...CLAUSE, title: 'Cookie banner' })).not.toBe(clauseRevision(CLAUSE));
    expect(clauseRevision({ title: 'A b', text: 'c' })).not.toBe(clauseRevision({ title: 'A', text: 'b c' }));
  });
});
