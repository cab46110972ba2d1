import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HomeReviewSchema } from '../../contracts/home.ts';
import { HtmlSchema } from '../../contracts/html.ts';
import { StatSchema } from '../../contracts/blocks.ts';
import { parseTypeset, type Typesetter } from '../../contracts/typesetting.ts';
import { z } from '../../contracts/zod.ts';
import { TYPOGRAPHY_RULES } from '../../site/rules/typography.ts';
import { buildTypograf, typeset, typesetterFor } from '../../site/typography/typesetter.ts';
import {
  contentFindings,
  jsonWithVisibleSpaces,
  localisedFindings,
  showSpaces,
  stringDifferences,
  valueAt,
  stringTableFindings,
  withStringAt,
} from '../../tools/typography/typesetFindings.ts';

const NBSP = '\u00a0';
const NARROW = '\u202f';

describe('typesetting Russian (site/rules/typography.ts)', () => {
  it('never parts a figure from its unit or sign: "на 35 %", "через 7 минут", "12 500 ₽", "2–3 недели"', () => {
    expect(typeset('потери лидов сократились на 35 %, первый звонок — через 7 минут', 'ru')).toBe(
      `потери лидов сократились на${NBSP}35${NBSP}%, первый звонок${NBSP}— через 7${NBSP}минут`,
    );
    expect(typeset('от 12500 ₽ за 2-3 недели', 'ru')).toBe(`от${NBSP}12${NARROW}500${NBSP}₽ за${NBSP}2–3${NBSP}недели`);
    expect(typeset('4 500 заказов', 'ru')).toBe(`4${NARROW}500${NBSP}заказов`);
  });

  it('binds short words and prepositions to the next word, and sets quotes and dashes the Russian way', () => {
    expect(typeset('Мы - команда "Северный Код" для бизнеса и т. д.', 'ru')).toBe(
      `Мы${NBSP}— команда «Северный Код» для${NBSP}бизнеса и${NBSP}т.${NBSP}д.`,
    );
    expect(typeset('с 10:00-19:00, 2019-2024 годы', 'ru')).toBe(`с${NBSP}10:00–19:00, 2019–2024${NBSP}годы`);
  });

  it('leaves phone numbers, e-mail addresses, web addresses and four-digit numbers as written', () => {
    const text =
      'Звоните +7 (495) 123-45-67 или пишите hello@severny-kod.example, https://severny-kod.example/a-b/?q=1';
    expect(typeset(text, 'ru').replace(/\u00a0/g, ' ')).toBe(text);
    expect(typeset('1200 заказов', 'ru')).toBe(`1200${NBSP}заказов`);
  });

  it('sets the text of HTML, never its tags, attributes or code', () => {
    const html = '<p>На 35 % <a href="/a-b/" title="a - b">ссылка</a> <code>npm run "dev" - x</code></p>';
    expect(typeset(html, 'ru', 'html')).toBe(
      `<p>На${NBSP}35${NBSP}% <a href="/a-b/" title="a - b">ссылка</a> <code>npm run "dev" - x</code></p>`,
    );
  });

  it('keeps what follows a figure on its line: a unit after a space is bound, a sign stays close', () => {
    expect(typeset(' дней', 'ru', 'unit')).toBe(`${NBSP}дней`);
    expect(typeset(' %', 'ru', 'unit')).toBe(`${NBSP}%`);
    expect(typeset('+', 'ru', 'unit')).toBe('+');
    expect(typeset('', 'ru', 'unit')).toBe('');
  });

  it("binds an interpolated figure of a UI string to its word, and leaves i18next's names alone", () => {
    expect(typeset('{{count}} проектов и "{{name}}"', 'ru')).toBe(`{{count}}${NBSP}проектов и${NBSP}«{{name}}»`);
  });
});

describe('typesetting English', () => {
  it('sets the percent sign close, as English writes it, and binds a figure to its unit', () => {
    expect(typeset('+54 % online bookings in 6 months', 'en')).toBe(`+54% online bookings in 6${NBSP}months`);
    expect(typeset(' %', 'en', 'unit')).toBe('%');
    expect(typeset(' minutes', 'en', 'unit')).toBe(`${NBSP}minutes`);
  });

  it('uses curly quotes and apostrophes, an em dash, and leaves numbers as the text groups them', () => {
    expect(typeset(`We're "fast" - 12500 orders, 1,200 dealers`, 'en')).toBe(
      `We’re “fast”${NBSP}— 12500${NBSP}orders, 1,200${NBSP}dealers`,
    );
  });
});

describe('a typographer built for a locale', () => {
  it('runs the listed rules only: what typograf does by default but the list leaves off stays as written', () => {
    const ru = buildTypograf('ru');
    expect(ru.execute('в доме')).toBe(`в${NBSP}доме`);
    const untouched = '(c) 2024, 1/2 часа -> дальше, +7 (495) 123-45-67, это это';
    expect(ru.execute(untouched).replace(/\u00a0/g, ' ')).toBe(untouched);
    expect(buildTypograf('en').execute('in a house')).toBe('in a house');
  });

  it("writes characters, not entities, and leaves i18next's interpolations whole", () => {
    expect(buildTypograf('ru').execute('в "доме"')).toBe(`в${NBSP}«доме»`);
    expect(buildTypograf('ru').execute('{{t "x" - y}}')).toBe('{{t "x" - y}}');
    expect(buildTypograf('ru').execute('в "доме" {{name}}')).toBe(`в${NBSP}«доме» {{name}}`);
  });
});

describe('the typographer as a whole', () => {
  const sentence = fc
    .array(
      fc.oneof(
        fc.constantFrom('на', 'в', 'и', 'для', 'Битрикс24', 'CRM', 'заказов', 'минут', 'проект', 'the', 'a', 'orders'),
        // A figure is followed by a word or a sign: typograf reads two figures side by side ("10000 100")
        // as one number grouped by thousands, which text never writes.
        fc
          .tuple(fc.integer({ min: 0, max: 99999 }), fc.constantFrom('минут', '%', 'orders', '₽', 'и'))
          .map(([figure, word]) => `${figure} ${word}`),
        fc.constantFrom('%', '-', '—', '"', '...', ',', '.', '₽', '(', ')'),
      ),
      { maxLength: 14 },
    )
    .map((words) => words.join(' '));

  it('is idempotent: typeset text is left as it is, so checked content stays checked', () => {
    fc.assert(
      fc.property(sentence, fc.constantFrom('ru' as const, 'en' as const), (text, locale) => {
        const once = typeset(text, locale);
        expect(typeset(once, locale)).toBe(once);
      }),
    );
  });

  it('changes spaces, quotes, dashes and dots only: every letter and digit stays, in order', () => {
    const letters = (text: string) => text.replace(/[^\p{L}\p{N}]/gu, '');
    fc.assert(
      fc.property(sentence, fc.constantFrom('ru' as const, 'en' as const), (text, locale) => {
        expect(letters(typeset(text, locale))).toBe(letters(text));
      }),
    );
  });

  it('turns on, per locale, exactly the rules the rules file lists', () => {
    for (const locale of ['ru', 'en'] as const) {
      const names = TYPOGRAPHY_RULES[locale].map(({ rule }) => rule);
      expect(new Set(names).size).toBe(names.length);
      for (const { why } of TYPOGRAPHY_RULES[locale]) expect(why.length).toBeGreaterThan(10);
    }
    // Russian binds short words; English does not: a rule listed for one locale only acts in it.
    expect(typeset('в доме', 'ru')).toBe(`в${NBSP}доме`);
    expect(typeset('in a house', 'en')).toBe('in a house');
  });
});

describe('contracts mark what a visitor reads (contracts/typesetting.ts)', () => {
  const review = {
    id: 1,
    text: 'Сократили потери на 35 %',
    author: 'Виктор Шубин',
    position: 'Директор',
    company: 'ДСК "Монолит"',
    photo: { src: '/images/x.svg', alt: 'Фото', width: 1, height: 1 },
  };

  it('typesets the marked fields only inside parseTypeset, and leaves the rest as sent', () => {
    const parsed = parseTypeset(HomeReviewSchema, review, typesetterFor('ru'));
    expect(parsed.data).toMatchObject({
      text: `Сократили потери на${NBSP}35${NBSP}%`,
      company: 'ДСК «Монолит»',
      photo: { src: '/images/x.svg' },
    });
    expect(HomeReviewSchema.parse(review)).toEqual(review);
  });

  it('sanitises HTML first, then sets its text', () => {
    const html = '<p onclick="x()">Через 7 минут</p><script>alert(1)</script>';
    expect(parseTypeset(HtmlSchema, html, typesetterFor('ru')).data).toBe(`<p>Через 7${NBSP}минут</p>`);
  });

  it('sets a unit as a unit and a label as text', () => {
    const stat = { id: 1, value: 54, prefix: '+', suffix: ' %', label: 'online bookings - "up"' };
    expect(parseTypeset(StatSchema, stat, typesetterFor('en')).data).toMatchObject({
      prefix: '+',
      suffix: '%',
      label: `online bookings${NBSP}— “up”`,
    });
  });

  it('ends the typesetting with its parse, even a failed one, and restores an outer one', () => {
    const calls: string[] = [];
    const marking: Typesetter = (text) => {
      calls.push(text);
      return `[${text}]`;
    };
    const Outer = z.object({ title: HomeReviewSchema.shape.author });
    expect(parseTypeset(Outer, { title: 5 }, marking).success).toBe(false);
    expect(Outer.parse({ title: 'после' })).toEqual({ title: 'после' });
    const nested: Typesetter = (text, kind) => {
      const inner = parseTypeset(Outer, { title: 'внутри' }, marking).data?.title;
      return `${text}/${kind}/${inner}`;
    };
    expect(parseTypeset(Outer, { title: 'снаружи' }, nested).data).toEqual({ title: 'снаружи/text/[внутри]' });
    expect(calls).toEqual(['внутри']);
  });
});

describe('npm run typography:check', () => {
  it('finds every string of a file the typographer would change, with its path', () => {
    expect(stringDifferences({ a: ['x', 'y'], b: { c: 'z' }, n: 1 }, { a: ['x', 'Y'], b: { c: 'Z' }, n: 1 })).toEqual([
      { path: ['a', 1], from: 'y', to: 'Y' },
      { path: ['b', 'c'], from: 'z', to: 'Z' },
    ]);
    expect(stringTableFindings({ 'a.b': 'в доме', 'a.c': 'Дом' }, 'ru')).toEqual([
      { path: ['a.b'], from: 'в доме', to: `в${NBSP}доме` },
    ]);
    expect(localisedFindings({ name: { ru: 'в доме', en: 'in a house' }, id: 'в доме' })).toEqual([
      { path: ['name', 'ru'], from: 'в доме', to: `в${NBSP}доме` },
    ]);
  });

  it('checks the fields a contract marks, and leaves out HTML the sanitiser rewrites (the XSS corpus)', () => {
    const Schema = z.object({ title: HomeReviewSchema.shape.author, html: HtmlSchema, slug: z.string() });
    const { findings, rewritten } = contentFindings(
      Schema,
      { title: 'Мы - рядом', html: '<p>в доме</p><img src=x onerror=alert(1)>', slug: 'a - b' },
      'ru',
    );
    expect(findings).toEqual([{ path: ['title'], from: 'Мы - рядом', to: `Мы${NBSP}— рядом` }]);
    expect(rewritten.map(({ path }) => path)).toEqual([['html']]);
    expect(contentFindings(Schema, { title: 5 }, 'ru')).toEqual({ findings: [], rewritten: [] });
  });

  it('compares only like with like: strings with strings, lists with lists, objects with objects', () => {
    expect(stringDifferences('a', 1)).toEqual([]);
    expect(stringDifferences(['a'], 'b')).toEqual([]);
    expect(stringDifferences(['a', 'b'], ['a', 'c'])).toEqual([{ path: [1], from: 'b', to: 'c' }]);
    expect(stringDifferences(null, { a: 'b' })).toEqual([]);
    expect(stringDifferences({ a: 'x' }, null)).toEqual([]);
    expect(stringDifferences(1, 2)).toEqual([]);
    expect(valueAt({ a: [{ b: 'c' }] }, ['a', 0, 'b'])).toBe('c');
    expect(valueAt({ a: 1 }, ['x', 'y'])).toBeUndefined();
  });

  it('reads lists inside string tables and localised values, and names only ru and en as locales', () => {
    expect(stringTableFindings(['дом', ['в доме']], 'ru')).toEqual([
      { path: [1, 0], from: 'в доме', to: `в${NBSP}доме` },
    ]);
    expect(stringTableFindings(42, 'ru')).toEqual([]);
    expect(stringTableFindings(null, 'ru')).toEqual([]);
    expect(localisedFindings([{ en: 'in 6 months' }, { de: 'in 6 Monaten', ru: 'за 6 месяцев' }])).toEqual([
      { path: [0, 'en'], from: 'in 6 months', to: `in 6${NBSP}months` },
      { path: [1, 'ru'], from: 'за 6 месяцев', to: `за${NBSP}6${NBSP}месяцев` },
    ]);
    expect(showSpaces(`в${NBSP}доме 1${NARROW}200`)).toBe('в⍽доме 1˽200');
  });

  it('mends a JSON file at the paths found, and writes its no-break spaces as visible escapes', () => {
    const mended = withStringAt({ items: [{ text: 'a' }, { text: 'b' }] }, ['items', 1, 'text'], `в${NBSP}доме`);
    expect(mended).toEqual({ items: [{ text: 'a' }, { text: `в${NBSP}доме` }] });
    expect(jsonWithVisibleSpaces(mended)).toContain('"в\\u00a0доме"');
    expect(jsonWithVisibleSpaces({ n: `1${NARROW}200` })).toBe('{\n  "n": "1\\u202f200"\n}\n');
  });
});
