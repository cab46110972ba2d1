import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../contracts/sanitizeHtml.ts';

// The hostile inputs are in xssCorpus.test.ts; here, what happens to an honest link.
describe('a link in content HTML', () => {
  const rel = (href: string) => /rel="([^"]*)"/.exec(sanitizeHtml(`<a href="${href}">x</a>`))?.[1];

  it('that leaves the site tells the target nothing about us', () => {
    for (const href of ['https://example.com/', 'http://example.com/', 'HTTPS://EXAMPLE.COM/', 'Http://example.com'])
      expect(rel(href), href).toBe('noopener noreferrer');
  });

  it('inside the site, by mail or by phone, keeps no rel of ours, even with an address in it', () => {
    for (const href of [
      '/services/web/',
      '/go/?to=https://example.com/',
      'mailto:sales@example.com',
      'tel:+74950000000',
    ])
      expect(rel(href), href).toBeUndefined();
    expect(sanitizeHtml('<a href="/blog/" rel="nofollow">x</a>')).toBe('<a href="/blog/" rel="nofollow">x</a>');
  });
});
