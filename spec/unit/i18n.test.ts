import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../site/i18n/translator.ts';
import { loadedTranslator, loadMessages } from '../../site/i18n/loadMessages.ts';
import { messages } from '../../site/i18n/messages.ts';
import { formatNumber } from '../../site/views/format.ts';

// That the locales have the same keys, each used and none missing, is npm run i18n:check (i18nKeys.test.ts).
describe('UI strings', () => {
  it('no string is empty', () => {
    for (const [locale, strings] of Object.entries(messages)) {
      for (const [key, value] of Object.entries(strings)) expect(value, `${locale} ${key}`).not.toBe('');
    }
  });

  it('reads flat dotted keys, not nested objects or namespaces', () => {
    const t = createTranslator('en', { 'a.b': 'flat', 'x:y': 'colon' });
    expect(t('a.b')).toBe('flat');
    expect(t('x:y')).toBe('colon');
  });

  it('fills placeholders as they are, without escaping (React escapes) and leaves unknown ones', () => {
    const en = createTranslator('en', messages.en);
    expect(en('footer.copyright', { year: 2026, brand: 'X & Y <b>' })).toBe('© 2026 X & Y <b>. All rights reserved.');
    expect(en('footer.copyright', { year: 2026 })).toBe('© 2026 {{brand}}. All rights reserved.');
  });

  it('does not treat a filled value as a template of its own', () => {
    const en = createTranslator('en', { greet: 'Hi {{name}}', other: 'secret' });
    expect(en('greet', { name: '{{name}} $t(other)' })).toBe('Hi {{name}} $t(other)');
  });

  it('counts with i18next plurals, the number in the digits of the locale', () => {
    const ru = createTranslator('ru', messages.ru);
    const en = createTranslator('en', messages.en);
    const ruCount = (n: number) => ru('views.blog.articles', { count: n, n: formatNumber(n, 'ru') });
    const enCount = (n: number) => en('views.blog.articles', { count: n, n: formatNumber(n, 'en') });
    expect([1, 3, 5, 21, 1.5, 4500].map(ruCount)).toEqual([
      '1\u00a0статья',
      '3\u00a0статьи',
      '5\u00a0статей',
      '21\u00a0статья',
      '1,5\u00a0статьи',
      '4\u00a0500\u00a0статей',
    ]);
    expect([1, 2, 0, 1.5, 4500].map(enCount)).toEqual([
      '1\u00a0article',
      '2\u00a0articles',
      '0\u00a0articles',
      '1.5\u00a0articles',
      '4,500\u00a0articles',
    ]);
  });

  it('a missing key reads as itself', () => {
    expect(createTranslator('ru', messages.ru)('no.such.key')).toBe('no.such.key');
    expect(createTranslator('ru', messages.ru)('no.such.key', { n: 1 })).toBe('no.such.key');
  });

  it('each locale has its own instance: translating in one never changes the other, even interleaved', async () => {
    const ru = createTranslator('ru', messages.ru);
    const en = createTranslator('en', messages.en);
    // A server renders both locales at once: alternate between them across awaits, as concurrent renders do.
    const read = async (t: typeof ru, times: number) => {
      const seen: string[] = [];
      for (let i = 0; i < times; i += 1) {
        seen.push(t('error.404.title'));
        await Promise.resolve();
      }
      return new Set(seen);
    };
    const [inRu, inEn] = await Promise.all([read(ru, 20), read(en, 20)]);
    expect([...inRu]).toEqual(['Такой страницы не\u00a0существует']);
    expect([...inEn]).toEqual(['This page does not exist']);
  });

  it('a page gets the strings of its own locale only, once loaded, and one instance per locale', async () => {
    expect(() => loadedTranslator('en')).toThrow(/not loaded/);
    const en = await loadMessages('en');
    expect(en('error.404.title')).toBe('This page does not exist');
    expect(loadedTranslator('en')).toBe(en);
    expect(await loadMessages('en')).toBe(en);
    expect(() => loadedTranslator('ru')).toThrow(/not loaded/);
  });
});
