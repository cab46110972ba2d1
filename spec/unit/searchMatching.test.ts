import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  collapseWhitespace,
  matchesQuery,
  normaliseSearchText,
  searchItems,
  type Searchable,
} from '../../site/rules/searchMatching.ts';

const item = (id: string, ...keys: string[]) => ({ id, keys });

describe('collapseWhitespace', () => {
  it('turns every whitespace run into one space without trimming', () => {
    expect(collapseWhitespace('  интернет \t\n магазин ')).toBe(' интернет магазин ');
    expect(collapseWhitespace('a\u00A0\u00A0b')).toBe('a b');
    expect(collapseWhitespace('a\u2003\u3000b\r\nc')).toBe('a b c');
    expect(collapseWhitespace('')).toBe('');
  });
});

describe('normaliseSearchText', () => {
  it('collapses, trims, lower-cases and folds ё', () => {
    expect(normaliseSearchText('  Интернет \t МАГАЗИН ')).toBe('интернет магазин');
    expect(normaliseSearchText('ЁЛКА')).toBe('елка');
    expect(normaliseSearchText('Ёжик в тумане')).toBe('ежик в тумане');
    expect(normaliseSearchText('е\u0308лка')).toBe('елка');
    expect(normaliseSearchText(' \u00A0\t\n')).toBe('');
  });
});

describe('searchItems (examples)', () => {
  const items = [
    item('shop', 'Интернет-магазин', 'e-commerce'),
    item('tree', 'ёлка'),
    item('tree2', 'Елка новогодняя'),
    item('sites', 'Разработка\u00A0сайтов'),
    item('crm', 'CRM для бизнеса'),
  ];
  const ids = (q: string) => searchItems(items, q).map((i) => i.id);

  it('is case-insensitive and trimmed', () => {
    expect(ids('  интернет-МАГАЗИН ')).toEqual(['shop']);
    expect(ids('E-COMMERCE')).toEqual(['shop']);
    expect(ids('crm')).toEqual(['crm']);
  });

  it('does not treat a hyphen as whitespace', () => {
    expect(ids('интернет магазин')).toEqual([]);
  });

  it('folds ё in both the query and the keys', () => {
    expect(ids('ЁЛКА')).toEqual(['tree', 'tree2']);
    expect(ids('елка')).toEqual(['tree', 'tree2']);
  });

  it('collapses tabs and NBSP in query and keys', () => {
    expect(ids('разработка\t\t сайтов')).toEqual(['sites']);
    expect(ids('разработка\u00A0сайтов')).toEqual(['sites']);
  });

  it('matches a substring of any key', () => {
    expect(ids('магаз')).toEqual(['shop']);
    expect(ids('а')).toEqual(['shop', 'tree', 'tree2', 'sites', 'crm']);
  });

  it('finds nothing for an empty or whitespace-only query', () => {
    expect(ids('')).toEqual([]);
    expect(ids(' \t\u00A0\n ')).toEqual([]);
    expect(matchesQuery(items[0] as Searchable, '')).toBe(false);
  });
});

// Generators: mixed Cyrillic/Latin text with lots of whitespace variety, plus full Unicode.
const letters = 'абвгдеёжзийклмнопрстуфхцчшщъыьэюяАБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯabcdefxyzABCDEFXYZ0123-'.split('');
const spaces = [' ', '  ', '\t', '\n', '\u00A0', '\u2003', '\r\n'];
const text = fc.string({ unit: fc.constantFrom(...letters, ...spaces), maxLength: 20 });
const anyText = fc.oneof(
  text,
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);

describe('normaliseSearchText (properties)', () => {
  it('is idempotent', () => {
    fc.assert(
      fc.property(anyText, (x) => {
        const once = normaliseSearchText(x);
        expect(normaliseSearchText(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves no whitespace runs and no leading/trailing space', () => {
    fc.assert(
      fc.property(anyText, (x) => {
        const out = normaliseSearchText(x);
        expect(out).not.toMatch(/\s\s/u);
        expect(out).not.toMatch(/^\s|\s$/u);
        expect(out).not.toMatch(/[^ \S]/u); // the only whitespace left is a plain space
      }),
      { numRuns: 2000 },
    );
  });

  it('is case-insensitive for Cyrillic and Latin', () => {
    fc.assert(
      fc.property(text, (x) => {
        expect(normaliseSearchText(x.toUpperCase())).toBe(normaliseSearchText(x.toLowerCase()));
      }),
    );
  });

  it('is ё-insensitive', () => {
    fc.assert(
      fc.property(text, (x) => {
        const plain = normaliseSearchText(x.replace(/[ёЁ]/gu, (c) => (c === 'ё' ? 'е' : 'Е')));
        expect(normaliseSearchText(x)).toBe(plain);
        expect(normaliseSearchText(x)).not.toMatch(/[ёЁ]/u);
      }),
    );
  });
});

describe('searchItems (properties)', () => {
  const items = fc.array(fc.record({ id: fc.nat(), keys: fc.array(text, { maxLength: 3 }) }), { maxLength: 10 });

  it('finds nothing for a whitespace-only query', () => {
    fc.assert(
      fc.property(items, fc.string({ unit: fc.constantFrom(...spaces) }), (xs, q) => {
        expect(searchItems(xs, q)).toEqual([]);
      }),
    );
  });

  it('returns exactly the items with a key containing the query, in input order (model)', () => {
    // Short queries drawn from the same alphabet so that matches actually happen.
    const query = fc.oneof(fc.string({ unit: fc.constantFrom(...letters, ...spaces), maxLength: 3 }), text);
    fc.assert(
      fc.property(items, query, (xs, q) => {
        // Independent model: spell the normalisation out again rather than reuse the implementation.
        const norm = (s: string) =>
          s
            .split(/\s+/u)
            .filter((w) => w !== '')
            .join(' ')
            .normalize('NFC')
            .toLocaleLowerCase('ru')
            .replaceAll('ё', 'е');
        const nq = norm(q);
        const expected = nq === '' ? [] : xs.filter((it) => it.keys.some((k) => norm(k).includes(nq)));
        expect(searchItems(xs, q)).toEqual(expected);
      }),
      { numRuns: 1000 },
    );
  });

  it('returns a subsequence of the input (order kept, no duplicates added)', () => {
    fc.assert(
      fc.property(items, text, (xs, q) => {
        const found = searchItems(xs, q);
        let cursor = 0;
        for (const f of found) {
          const at = xs.indexOf(f, cursor);
          expect(at).toBeGreaterThanOrEqual(cursor);
          cursor = at + 1;
        }
      }),
    );
  });
});

describe('a query of blanks', () => {
  it('finds nothing, as an empty one', () => {
    expect(searchItems([item('a', 'сайт'), item('b', 'crm')], '   ')).toEqual([]);
  });
});
