import fc from 'fast-check';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { languageSwitchPath } from '../../site/rules/localePath.ts';
import { LOCALES, type Locale } from '../../contracts/locale.ts';
import { notFoundBody, notFoundPieces, notFoundTemplateOf, TEMPLATE_PATH } from '../../site/server/notFoundTemplate.ts';

/** A not-found screen with the language switch of the site's header, written by React's server renderer. */
function screen(path: string, locale: Locale = 'ru'): string {
  return `<!DOCTYPE html>${renderToString(
    <html lang={locale}>
      <body>
        <nav className="lang-switch">
          {LOCALES.map((to) => (
            <a key={to} className="lang-switch__link" href={languageSwitchPath(path, to)} hrefLang={to}>
              {to.toUpperCase()}
            </a>
          ))}
        </nav>
        <h1>Такой страницы не существует</h1>
        <script type="application/json">{'{"pageId":"\\/site\\/pages\\/_error"}'}</script>
      </body>
    </html>,
  )}`;
}

const html = { 'content-type': 'text/html;charset=utf-8' };
const template = (page = screen(TEMPLATE_PATH), status = 404, headers: Record<string, string> = html) =>
  notFoundTemplateOf({ status, headers: new Headers(headers), html: page });
const filled = (path: string, gzip = false) => {
  const made = template();
  if (typeof made === 'string') throw new Error(made);
  return new TextDecoder().decode(notFoundBody(notFoundPieces(made, path), gzip));
};

describe('the kept not-found screen (notFoundTemplate.ts)', () => {
  it('is the screen React renders for that address, whatever the address', () => {
    const path = fc
      .array(
        fc.constantFrom('a', '/', '&', '"', "'", '<', '>', '%', ' ', 'é', 'при', '\u0000', ';', '?', '#', '=', '`'),
      )
      .map((chars) => `/${chars.join('')}`);
    fc.assert(
      fc.property(path, (p) => {
        expect(filled(p)).toBe(screen(p));
      }),
      { numRuns: 500 },
    );
  });

  it('keeps the renderer’s headers but not its length or coding', () => {
    const made = template(screen(TEMPLATE_PATH), 404, {
      ...html,
      'cache-control': 'no-store, max-age=0',
      'content-length': '1',
      'content-encoding': 'br',
    });
    expect(typeof made === 'string' ? made : made.headers).toEqual({ ...html, 'cache-control': 'no-store, max-age=0' });
  });

  it.each([
    ['a page that is not a 404', screen(TEMPLATE_PATH), 200, html, /answered 200/],
    ['an answer that is not HTML', '{}', 404, { 'content-type': 'application/json' }, /not HTML/],
    ['an answer that sets a cookie', screen(TEMPLATE_PATH), 404, { ...html, 'set-cookie': 'a=1' }, /cookie/],
    [
      'an answer whose policy carries a nonce',
      screen(TEMPLATE_PATH),
      404,
      { ...html, 'content-security-policy': "script-src 'nonce-abc'" },
      /nonce/,
    ],
    [
      'a screen that shows its address in a text',
      screen(TEMPLATE_PATH).replace('<h1>', `<h1>${TEMPLATE_PATH}`),
      404,
      html,
      /outside the language links/,
    ],
    [
      'a screen that shows its address in its JSON, escaped',
      screen(TEMPLATE_PATH).replace('_error', TEMPLATE_PATH.replaceAll('/', '\\/')),
      404,
      html,
      /outside the language links/,
    ],
    [
      'a screen with a canonical link to its address',
      screen(TEMPLATE_PATH).replace('<body>', `<link rel="canonical" href="https://site.test${TEMPLATE_PATH}"/><body>`),
      404,
      html,
      /outside the language links/,
    ],
  ])('is not kept from %s: it says why', (_what, page, status, headers, reason) => {
    expect(template(page, status, headers)).toMatch(reason);
  });
});
