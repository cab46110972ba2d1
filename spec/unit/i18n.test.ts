import { describe, expect, it } from 'vitest';
import { createI18n } from '../../site/i18n/createI18n.ts';
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

  it('each render gets its own locale: one instance never changes another', () => {
    const ru = createI18n('ru', messages.ru);
    const en = createI18n('en', messages.en);
    expect(ru.t('error.404.title')).toBe('Такой страницы не существует');
    expect(en.t('error.404.title')).toBe('This page does not exist');
    expect(en.t('footer.copyright', { year: 2026, brand: 'X & Y' })).toBe('© 2026 X & Y. All rights reserved.');
  });

  it('a page gets the strings of its own locale only, once loaded', async () => {
    expect(() => loadedMessages('en')).toThrow(/not loaded/);
    expect(await loadMessages('en')).toEqual(messages.en);
    expect(loadedMessages('en')).toEqual(messages.en);
    expect(() => loadedMessages('ru')).toThrow(/not loaded/);
  });
});
