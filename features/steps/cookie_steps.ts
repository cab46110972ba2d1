import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import type { Cookie } from 'playwright';
import { CAMPAIGN_COOKIE_NAMES } from '../../site/rules/campaignCookies.ts';
import type { SiteWorld } from '../support/world.ts';

async function cookieNamed(world: SiteWorld, name: string): Promise<Cookie | undefined> {
  return (await world.context.cookies(world.baseUrl)).find((cookie) => cookie.name === name);
}

async function cookieValue(world: SiteWorld, name: string): Promise<string> {
  const cookie = await cookieNamed(world, name);
  assert.ok(cookie, `the visitor has no cookie "${name}"`);
  return decodeURIComponent(cookie.value);
}

/**
 * Starts the visitor with no cookies at all (campaign cookies included).
 * @topic Campaign cookies
 * @looks the visitor's cookie jar (the browser's cookies)
 * @also clears every cookie of the visitor, not only the campaign ones
 * @example a visitor without campaign cookies
 * @example посетитель без рекламных cookie
 */
async function aVisitorWithoutCampaignCookies(this: SiteWorld) {
  await this.context.clearCookies();
}
Given('a visitor without campaign cookies', aVisitorWithoutCampaignCookies);
Given('посетитель без рекламных cookie', aVisitorWithoutCampaignCookies);

/**
 * Gives the visitor these cookies before the scenario acts, one row a cookie: name, then value.
 * @topic Campaign cookies
 * @looks the visitor's cookie jar
 * @example the visitor has the campaign cookies
 *   | utm_source   | yandex |
 *   | utm_medium   | cpc    |
 *   | utm_campaign | autumn |
 * @example у посетителя есть рекламные cookie
 *   | utm_source   | yandex |
 *   | utm_medium   | cpc    |
 *   | utm_campaign | autumn |
 */
async function theVisitorHasTheCampaignCookies(this: SiteWorld, table: DataTable) {
  const url = this.baseUrl;
  await this.context.addCookies(
    table.raw().map(([name = '', value = '']) => ({ name, value: encodeURIComponent(value), url })),
  );
}
Given('the visitor has the campaign cookies', theVisitorHasTheCampaignCookies);
Given('у посетителя есть рекламные cookie', theVisitorHasTheCampaignCookies);

/**
 * Opens the page with one query parameter whose value is a letter repeated this many times (for the limits on a
 * campaign value's length), e.g. `/?utm_source=aaa…`.
 * @topic Campaign cookies
 * @looks the page at that address
 * @also builds the address itself, so the scenario does not have to spell out a long value
 * @example they open "/" with "utm_source" set to 300 letters "a"
 * @example посетитель открывает "/", где "utm_source" — это 300 букв "a"
 */
async function theyOpenWithSetToLetters(this: SiteWorld, path: string, name: string, count: number, letter: string) {
  await this.open(`${path}?${new URLSearchParams({ [name]: letter.repeat(count) })}`);
}
When('they open {string} with {string} set to {int} letters {string}', theyOpenWithSetToLetters);
When('посетитель открывает {string}, где {string} — это {int} букв {string}', theyOpenWithSetToLetters);

/**
 * Checks the visitor's cookies against a table, one row a cookie: name, then exact value (decoded). Cookies not in the
 * table are not checked.
 * @topic Campaign cookies
 * @looks the visitor's cookie jar for the site
 * @example the campaign cookies are
 *   | utm_source   | yandex |
 *   | utm_medium   | cpc    |
 *   | utm_campaign |        |
 * @example рекламные cookie такие
 *   | utm_source   | yandex |
 *   | utm_medium   | cpc    |
 *   | utm_campaign |        |
 */
async function theCampaignCookiesAre(this: SiteWorld, table: DataTable) {
  for (const [name = '', expected = ''] of table.raw()) {
    assert.equal(await cookieValue(this, name), expected, `cookie ${name}`);
  }
}
Then('the campaign cookies are', theCampaignCookiesAre);
Then('рекламные cookie такие', theCampaignCookiesAre);

/**
 * Checks that the visitor has the cookie of this name and that its value (decoded) is exactly this.
 * @topic Campaign cookies
 * @looks the visitor's cookie jar for the site
 * @example the cookie "utm_source" is "yandex"
 * @example cookie "successCookie" равна "1"
 */
async function theCookieIs(this: SiteWorld, name: string, expected: string) {
  assert.equal(await cookieValue(this, name), expected);
}
Then('the cookie {string} is {string}', theCookieIs);
Then('cookie {string} равна {string}', theCookieIs);

/**
 * Checks that the visitor has no cookie of this name for the site.
 * @topic Campaign cookies
 * @looks the visitor's cookie jar for the site
 * @example the visitor has no cookie "utm_term"
 * @example у посетителя нет cookie "utm_term"
 */
async function theVisitorHasNoCookie(this: SiteWorld, name: string) {
  assert.equal(await cookieNamed(this, name), undefined, `a cookie "${name}" was written`);
}
Then('the visitor has no cookie {string}', theVisitorHasNoCookie);
Then('у посетителя нет cookie {string}', theVisitorHasNoCookie);

/**
 * Checks that the cookie's stored value, as written (not decoded), holds no space and no semicolon: the site encodes
 * what it stores.
 * @topic Campaign cookies
 * @looks the visitor's cookie jar for the site
 * @example the raw cookie "utm_campaign" has no spaces or semicolons
 * @example cookie "utm_campaign" как есть не содержит пробелов и точек с запятой
 */
async function theRawCookieHasNoSpacesOrSemicolons(this: SiteWorld, name: string) {
  const cookie = await cookieNamed(this, name);
  assert.ok(cookie, `the visitor has no cookie "${name}"`);
  assert.doesNotMatch(cookie.value, /[\s;]/);
}
Then('the raw cookie {string} has no spaces or semicolons', theRawCookieHasNoSpacesOrSemicolons);
Then('cookie {string} как есть не содержит пробелов и точек с запятой', theRawCookieHasNoSpacesOrSemicolons);

/**
 * Checks that the cookie's value (decoded) is exactly this many characters long.
 * @topic Campaign cookies
 * @looks the visitor's cookie jar for the site
 * @example the cookie "utm_source" holds 256 characters
 * @example cookie "utm_source" содержит 256 символов
 */
async function theCookieHoldsCharacters(this: SiteWorld, name: string, length: number) {
  assert.equal((await cookieValue(this, name)).length, length);
}
Then('the cookie {string} holds {int} characters', theCookieHoldsCharacters);
Then('cookie {string} содержит {int} символов', theCookieHoldsCharacters);

/**
 * Checks that every campaign cookie (utm_source, utm_medium, utm_campaign, utm_content, utm_term and the rest of
 * CAMPAIGN_COOKIE_NAMES) exists with exactly this path and SameSite value, and an expiry date in the future (not a
 * session cookie).
 * @topic Campaign cookies
 * @looks the visitor's cookie jar for the site
 * @example every campaign cookie has path "/", SameSite "Lax" and an expiry
 * @example у каждой рекламной cookie путь "/", SameSite "Lax" и срок жизни
 */
async function everyCampaignCookieHasPathSameSiteAndAnExpiry(this: SiteWorld, path: string, sameSite: string) {
  for (const name of CAMPAIGN_COOKIE_NAMES) {
    const cookie = await cookieNamed(this, name);
    assert.ok(cookie, `the visitor has no cookie "${name}"`);
    assert.equal(cookie.path, path);
    assert.equal(cookie.sameSite, sameSite);
    // A session cookie (expires -1) would lose the attribution when the browser closes.
    assert.ok(cookie.expires > Date.now() / 1000, `${name} has no expiry in the future`);
  }
}
Then(
  'every campaign cookie has path {string}, SameSite {string} and an expiry',
  everyCampaignCookieHasPathSameSiteAndAnExpiry,
);
Then(
  'у каждой рекламной cookie путь {string}, SameSite {string} и срок жизни',
  everyCampaignCookieHasPathSameSiteAndAnExpiry,
);

/**
 * Checks that none of the campaign cookies is marked Secure when the site is served over plain http (a Secure cookie
 * would be lost there).
 * @topic Campaign cookies
 * @looks the visitor's cookie jar for the site
 * @example no campaign cookie is marked Secure on plain http
 * @example по обычному http ни одна рекламная cookie не помечена Secure
 */
async function noCampaignCookieIsMarkedSecureOnPlainHttp(this: SiteWorld) {
  for (const name of CAMPAIGN_COOKIE_NAMES) {
    assert.equal((await cookieNamed(this, name))?.secure, false, `${name} is Secure on http`);
  }
}
Then('no campaign cookie is marked Secure on plain http', noCampaignCookieIsMarkedSecureOnPlainHttp);
Then('по обычному http ни одна рекламная cookie не помечена Secure', noCampaignCookieIsMarkedSecureOnPlainHttp);

/**
 * Gives the visitor one cookie with this name and value before the scenario acts.
 * @topic Campaign cookies
 * @looks the visitor's cookie jar
 * @example the visitor has the cookie "successCookie" set to "1"
 * @example у посетителя есть cookie "successCookie" со значением "1"
 */
async function theVisitorHasTheCookieSetTo(this: SiteWorld, name: string, value: string) {
  await this.context.addCookies([{ name, value: encodeURIComponent(value), url: this.baseUrl }]);
}
Given('the visitor has the cookie {string} set to {string}', theVisitorHasTheCookieSetTo);
Given('у посетителя есть cookie {string} со значением {string}', theVisitorHasTheCookieSetTo);
