import { describe, expect, it } from 'vitest';
import { createTranslate } from '../../site/i18n/translate.ts';
import { loadedMessages, loadMessages } from '../../site/i18n/loadMessages.ts';
import { messages } from '../../site/i18n/messages.ts';

describe('UI strings', () => {
  it('ru and en have exactly the same keys', () => {
    expect(Object.keys(messages.en).sort()).toEqual(Object.keys(messages.ru).sort());
  });

  it('no string is empty', () => {
    for (const [locale, strings] of Object.entries(messages)) {
      for (const [key, value] of Object.entries(strings)) expect(value, `${locale} ${key}`).not.toBe('');
    }
  });

  it('each render gets its own locale: one translator never changes another', () => {
    const ru = createTranslate(messages.ru);
    const en = createTranslate(messages.en);
    expect(ru('error.404.title')).toBe('Такой страницы не существует');
    expect(en('error.404.title')).toBe('This page does not exist');
  });

  it('fills placeholders as they are, without escaping (React escapes) and leaves unknown ones', () => {
    const en = createTranslate(messages.en);
    expect(en('footer.copyright', { year: 2026, brand: 'X & Y' })).toBe('© 2026 X & Y. All rights reserved.');
    expect(en('footer.copyright', { year: 2026 })).toBe('© 2026 {{brand}}. All rights reserved.');
  });

  it('a missing key reads as itself', () => {
    expect(createTranslate(messages.ru)('no.such.key')).toBe('no.such.key');
  });

  it('a page gets the strings of its own locale only, once loaded', async () => {
    expect(() => loadedMessages('en')).toThrow(/not loaded/);
    expect(await loadMessages('en')).toEqual(messages.en);
    expect(loadedMessages('en')).toEqual(messages.en);
    expect(() => loadedMessages('ru')).toThrow(/not loaded/);
  });
});
