import { describe, expect, it } from 'vitest';
import { inlineHtml } from '../../site/components/sections/inlineHtml.ts';

describe('inlineHtml: content HTML as a button may hold it', () => {
  it('keeps emphasis and line breaks, and turns block tags and links into spaces', () => {
    expect(inlineHtml('<p>Do you <strong>work</strong> with <a href="/x/">1C</a>?</p><ul><li>yes</li></ul>')).toBe(
      'Do you <strong>work</strong> with 1C ? yes',
    );
    expect(inlineHtml('One<br>two')).toBe('One<br>two');
  });

  it('collapses the whitespace of the HTML, and keeps the non-breaking spaces typesetting put in', () => {
    const typeset = 'Работаете\u00a0ли вы\u00a0с\u00a0нашей 1С, CRM и\u00a0складской системой?';
    expect(inlineHtml(`<p>\n  ${typeset}\n</p>`)).toBe(typeset);
    expect(inlineHtml('\u00a0a \t\n b\u00a0')).toBe('\u00a0a b\u00a0');
  });
});
