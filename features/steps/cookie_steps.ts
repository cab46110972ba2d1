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

async function aVisitorWithoutCampaignCookies(this: SiteWorld) {
  await this.context.clearCookies();
}
Given('a visitor without campaign cookies', aVisitorWithoutCampaignCookies);
Given('посетитель без рекламных cookie', aVisitorWithoutCampaignCookies);

async function theVisitorHasTheCampaignCookies(this: SiteWorld, table: DataTable) {
  const url = this.baseUrl;
  await this.context.addCookies(
    table.raw().map(([name = '', value = '']) => ({ name, value: encodeURIComponent(value), url })),
  );
}
Given('the visitor has the campaign cookies', theVisitorHasTheCampaignCookies);
Given('у посетителя есть рекламные cookie', theVisitorHasTheCampaignCookies);

async function theyOpenWithSetToLetters(this: SiteWorld, path: string, name: string, count: number, letter: string) {
  await this.open(`${path}?${new URLSearchParams({ [name]: letter.repeat(count) })}`);
}
When('they open {string} with {string} set to {int} letters {string}', theyOpenWithSetToLetters);
When('посетитель открывает {string}, где {string} — это {int} букв {string}', theyOpenWithSetToLetters);

async function theCampaignCookiesAre(this: SiteWorld, table: DataTable) {
  for (const [name = '', expected = ''] of table.raw()) {
    assert.equal(await cookieValue(this, name), expected, `cookie ${name}`);
  }
}
Then('the campaign cookies are', theCampaignCookiesAre);
Then('рекламные cookie такие', theCampaignCookiesAre);

async function theCookieIs(this: SiteWorld, name: string, expected: string) {
  assert.equal(await cookieValue(this, name), expected);
}
Then('the cookie {string} is {string}', theCookieIs);
Then('cookie {string} равна {string}', theCookieIs);

async function theVisitorHasNoCookie(this: SiteWorld, name: string) {
  assert.equal(await cookieNamed(this, name), undefined, `a cookie "${name}" was written`);
}
Then('the visitor has no cookie {string}', theVisitorHasNoCookie);
Then('у посетителя нет cookie {string}', theVisitorHasNoCookie);

async function theRawCookieHasNoSpacesOrSemicolons(this: SiteWorld, name: string) {
  const cookie = await cookieNamed(this, name);
  assert.ok(cookie, `the visitor has no cookie "${name}"`);
  assert.doesNotMatch(cookie.value, /[\s;]/);
}
Then('the raw cookie {string} has no spaces or semicolons', theRawCookieHasNoSpacesOrSemicolons);
Then('cookie {string} как есть не содержит пробелов и точек с запятой', theRawCookieHasNoSpacesOrSemicolons);

async function theCookieHoldsCharacters(this: SiteWorld, name: string, length: number) {
  assert.equal((await cookieValue(this, name)).length, length);
}
Then('the cookie {string} holds {int} characters', theCookieHoldsCharacters);
Then('cookie {string} содержит {int} символов', theCookieHoldsCharacters);

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

async function noCampaignCookieIsMarkedSecureOnPlainHttp(this: SiteWorld) {
  for (const name of CAMPAIGN_COOKIE_NAMES) {
    assert.equal((await cookieNamed(this, name))?.secure, false, `${name} is Secure on http`);
  }
}
Then('no campaign cookie is marked Secure on plain http', noCampaignCookieIsMarkedSecureOnPlainHttp);
Then('по обычному http ни одна рекламная cookie не помечена Secure', noCampaignCookieIsMarkedSecureOnPlainHttp);

async function theVisitorHasTheCookieSetTo(this: SiteWorld, name: string, value: string) {
  await this.context.addCookies([{ name, value: encodeURIComponent(value), url: this.baseUrl }]);
}
Given('the visitor has the cookie {string} set to {string}', theVisitorHasTheCookieSetTo);
Given('у посетителя есть cookie {string} со значением {string}', theVisitorHasTheCookieSetTo);
