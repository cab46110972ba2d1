import { describe, expect, it } from 'vitest';
import { headerMenu, MENU_VARIANTS } from '../../site/config/menus.ts';
import { LOCALES } from '../../contracts/locale.ts';
import { matchRoute } from '../../site/routes/matchRoute.ts';
import { unknownAddressOf } from '../../site/server/unknownAddressOf.ts';

const at = (path: string) => unknownAddressOf(`http://site.test${path}`);

describe('which addresses get the kept not-found screen (unknownAddressOf)', () => {
  it.each([
    ['/no-such-page/', 'ru', '/no-such-page/'],
    ['/en/no-such-page/', 'en', '/no-such-page/'],
    // A closed parameter outside its list is checked while routing: no page.
    ['/services/no-such-service/', 'ru', '/services/no-such-service/'],
    // Prefixes of other layouts change nothing: the error page has no family.
    ['/bitrix24/nope/', 'ru', '/bitrix24/nope/'],
    ['/en/ctp/nope/', 'en', '/ctp/nope/'],
    // Files nobody built, as scanners ask for them.
    ['/wp-login.php', 'ru', '/wp-login.php'],
    // The locale and path the render shows, decoded as Vike decodes them.
    ['/%65n/x/', 'en', '/x/'],
    ['/a%26b/', 'ru', '/a&b/'],
    ['/en//x/', 'en', '//x/'],
    ['/x/?q=1', 'ru', '/x/'],
  ])('%s is unknown: the not-found screen in %s, its language switch leading to %s', (path, locale, pathname) => {
    expect(at(path)).toEqual({ locale, pathname });
  });

  it.each([
    ['a page', '/contacts/'],
    ['an English page', '/en/contacts/'],
    ['a page asked for with escapes', '/contact%73/'],
    ['an address whose parameter a route guard checks against the content', '/portfolio-web-studii/nope/'],
    ['page data of a client-side navigation', '/nope/index.pageContext.json'],
    ['a favicon Vike answers itself', '/nope/favicon.ico'],
    ["Chrome's devtools file Vike answers itself", '/.well-known/appspecific/com.chrome.devtools.json'],
  ])('%s is rendered as before: %s', (_what, path) => {
    expect(at(path)).toBeUndefined();
  });

  it('never takes a page of any header menu for an unknown address (the kept screen marks no menu link as current)', () => {
    type Item = { route: string; items: Item[]; subtitles: { route: string }[] };
    const routes = (items: Item[]): string[] =>
      items.flatMap((item) => [item.route, ...item.subtitles.map((s) => s.route), ...routes(item.items)]);
    for (const variant of MENU_VARIANTS)
      for (const locale of LOCALES)
        for (const route of routes(headerMenu(variant, locale)).filter((r) => r.startsWith('/')))
          expect(matchRoute(route), `${variant} ${locale} ${route}`).toBeDefined();
  });
});
