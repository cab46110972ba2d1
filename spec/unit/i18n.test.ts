import { describe, expect, it } from 'vitest';
import { createI18n, messages } from '../../site/i18n/createI18n.ts';

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
    const ru = createI18n('ru');
    const en = createI18n('en');
    expect(ru.t('error.404.title')).toBe('Такой страницы не существует');
    expect(en.t('error.404.title')).toBe('This page does not exist');
    expect(en.t('footer.copyright', { year: 2026, brand: 'X & Y' })).toBe('© 2026 X & Y. All rights reserved.');
  });
});
