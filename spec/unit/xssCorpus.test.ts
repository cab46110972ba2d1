import { findAll } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { HTML_ALLOWED_TAGS, sanitizeHtml } from '../../contracts/sanitizeHtml.ts';
import { readFixture } from '../../mocks/readFixture.ts';
import { nodeFixtureSource } from '../../mocks/nodeFixtureSource.ts';
import { LOCALES } from '../../contracts/locale.ts';
import { XSS_PAYLOADS } from '../support/xssCorpus.ts';

/**
 * What a browser would treat as a script URL: control characters and spaces are ignored in a scheme
 * (htmlparser2 has decoded entities already).
 */
const scriptUrl = (href: string) => /^(javascript|vbscript|data):/i.test(href.replace(/[\p{Cc}\s]/gu, ''));

/** Every reason a sanitised fragment would still be dangerous; none is the goal. */
function dangers(html: string): string[] {
  const elements = findAll(() => true, parseDocument(html).children);
  return elements.flatMap((element) => [
    ...(HTML_ALLOWED_TAGS.includes(element.name) ? [] : [`<${element.name}> is not allowed`]),
    ...Object.entries(element.attribs).flatMap(([name, value]) => [
      ...(/^on/i.test(name) ? [`event handler ${name}`] : []),
      ...(['style', 'src', 'srcdoc', 'action', 'xlink:href', 'formaction'].includes(name.toLowerCase())
        ? [`attribute ${name}`]
        : []),
      ...(name === 'href' && scriptUrl(value) ? [`script URL ${value}`] : []),
      ...(name === 'href' && /^\s*\/\//.test(value) ? [`protocol-relative ${value}`] : []),
    ]),
  ]);
}

describe('the XSS corpus (docs/security.md)', () => {
  it.each(XSS_PAYLOADS.map((payload) => [payload]))('sanitising %j leaves nothing that runs', (payload) => {
    const clean = sanitizeHtml(payload);
    expect(dangers(clean)).toEqual([]);
    // Nothing of the hostile markup survives as markup either (its words may stay as text).
    expect(clean).not.toMatch(/<(script|iframe|object|embed|svg|math|style|img|form|meta|base|input|body)\b/i);
  });

  it('the check itself catches each kind of danger, so an empty list means something', () => {
    expect(dangers('<img src=x onerror=alert(1)>')).toEqual([
      '<img> is not allowed',
      'attribute src',
      'event handler onerror',
    ]);
    expect(dangers('<a href="jav&#x09;ascript:alert(1)">x</a>')).toEqual(['script URL jav\tascript:alert(1)']);
    expect(dangers('<a href="//evil.example/">x</a>')).toEqual(['protocol-relative //evil.example/']);
    expect(dangers('<p style="x">x</p>')).toEqual(['attribute style']);
  });

  it('keeps the safe part: allowed tags, a web link (told nothing about us) and the text', () => {
    expect(sanitizeHtml(XSS_PAYLOADS.at(-1) ?? '')).toBe(
      '<a href="https://example.com/" rel="noopener noreferrer">safe link with a handler</a>',
    );
    expect(sanitizeHtml('<p onmouseover="x()">hover</p>')).toBe('<p>hover</p>');
  });

  // The hostile content of the browser scenarios: an article body and an FAQ answer, in both languages.
  const hostileFixtures = LOCALES.flatMap((locale) => [
    { locale, path: `${locale}/blog/articles/kak-ustroen-nash-qa-process.json` },
    { locale, path: `${locale}/testing/security-testing.json` },
  ]);

  it.each(hostileFixtures)(
    'fixtures/$path carries every payload of the corpus, as a backend would send it',
    async ({ path }) => {
      const raw = JSON.stringify(await nodeFixtureSource(path));
      for (const payload of XSS_PAYLOADS) expect(raw).toContain(JSON.stringify(payload).slice(1, -1));
    },
  );

  it.each(LOCALES)('parsing the %s fixtures sanitises them once, when content is loaded', async (locale) => {
    const article = await readFixture(locale, 'article', { slug: 'kak-ustroen-nash-qa-process' });
    const page = await readFixture(locale, 'testingPage', { slug: 'security-testing' });
    const html = [
      ...article.body.flatMap((block) => ('html' in block ? [block.html] : [])),
      ...page.sections.flatMap((section) =>
        section.type === 'faq' ? section.accordion.content.flatMap((item) => [item.title, item.text ?? '']) : [],
      ),
    ];
    expect(html.join('')).toContain('safe link with a handler');
    for (const fragment of html) expect(dangers(fragment)).toEqual([]);
  });
});
