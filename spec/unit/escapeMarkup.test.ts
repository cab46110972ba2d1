import { describe, expect, it } from 'vitest';
import { escapeMarkup } from '../../site/rules/escapeMarkup.ts';

describe('escapeMarkup: text that cannot break out of HTML or XML content or an attribute', () => {
  it('escapes each of the five characters that can', () => {
    expect(escapeMarkup(`<a href='x' title="y">Tom & Jerry</a>`)).toBe(
      '&lt;a href=&#39;x&#39; title=&quot;y&quot;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });

  it('escapes every occurrence, and an ampersand of an entity already written too', () => {
    expect(escapeMarkup('&&amp;<<')).toBe('&amp;&amp;amp;&lt;&lt;');
  });

  it('leaves other text as it is, Cyrillic and slashes included', () => {
    expect(escapeMarkup('Создание сайтов / 2024 — 100%')).toBe('Создание сайтов / 2024 — 100%');
  });
});
