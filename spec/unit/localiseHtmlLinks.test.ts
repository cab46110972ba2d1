import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../contracts/sanitizeHtml.ts';
import { localiseHtmlLinks } from '../../site/rules/localiseHtmlLinks.ts';

describe('site links inside content HTML', () => {
  it('lead to the English page on English pages, and stay as they are in Russian', () => {
    const html = sanitizeHtml(
      '<p>See <a href="/portfolio-web-studii/kedo/">cases</a> and <a href="https://habr.com/">Habr</a></p>',
    );
    expect(localiseHtmlLinks(html, 'en')).toContain('href="/en/portfolio-web-studii/kedo/"');
    expect(localiseHtmlLinks(html, 'en')).toContain('href="https://habr.com/"');
    expect(localiseHtmlLinks(html, 'ru')).toBe(html);
  });

  it('never prefix a link twice', () => {
    expect(localiseHtmlLinks('<a href="/en/blog/">x</a>', 'en')).toBe('<a href="/en/blog/">x</a>');
  });

  it('change nothing but site paths', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const html = sanitizeHtml(`<p>${text}</p>`);
        const localised = localiseHtmlLinks(html, 'en');
        expect(localised.replaceAll('href="/en/', 'href="/')).toBe(html.replaceAll('href="/en/', 'href="/'));
      }),
    );
  });
});

describe('links that already name the English version', () => {
  it('leaves /en and /en/… alone, and localises /english/', () => {
    expect(localiseHtmlLinks('<a href="/en">EN</a> <a href="/en/x/">x</a>', 'en')).toBe(
      '<a href="/en">EN</a> <a href="/en/x/">x</a>',
    );
    expect(localiseHtmlLinks('<a href="/english/">x</a>', 'en')).toBe('<a href="/en/english/">x</a>');
  });
});
