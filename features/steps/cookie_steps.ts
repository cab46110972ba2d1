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

Given('a visitor without campaign cookies', async function (this: SiteWorld) {
  await this.context.clearCookies();
});

Given('the visitor has the campaign cookies', async function (this: SiteWorld, table: DataTable) {
  const url = this.baseUrl;
  await this.context.addCookies(
    table.raw().map(([name = '', value = '']) => ({ name, value: encodeURIComponent(value), url })),
  );
});

When(
  'they open {string} with {string} set to {int} letters {string}',
  async function (this: SiteWorld, path: string, name: string, count: number, letter: string) {
    await this.open(`${path}?${new URLSearchParams({ [name]: letter.repeat(count) })}`);
  },
);

Then('the campaign cookies are', async function (this: SiteWorld, table: DataTable) {
  for (const [name = '', expected = ''] of table.raw()) {
    assert.equal(await cookieValue(this, name), expected, `cookie ${name}`);
  }
});

Then('the cookie {string} is {string}', async function (this: SiteWorld, name: string, expected: string) {
  assert.equal(await cookieValue(this, name), expected);
});

Then('the visitor has no cookie {string}', async function (this: SiteWorld, name: string) {
  assert.equal(await cookieNamed(this, name), undefined, `a cookie "${name}" was written`);
});

Then('the raw cookie {string} has no spaces or semicolons', async function (this: SiteWorld, name: string) {
  const cookie = await cookieNamed(this, name);
  assert.ok(cookie, `the visitor has no cookie "${name}"`);
  assert.doesNotMatch(cookie.value, /[\s;]/);
});

Then('the cookie {string} holds {int} characters', async function (this: SiteWorld, name: string, length: number) {
  assert.equal((await cookieValue(this, name)).length, length);
});

Then(
  'every campaign cookie has path {string}, SameSite {string} and an expiry',
  async function (this: SiteWorld, path: string, sameSite: string) {
    for (const name of CAMPAIGN_COOKIE_NAMES) {
      const cookie = await cookieNamed(this, name);
      assert.ok(cookie, `the visitor has no cookie "${name}"`);
      assert.equal(cookie.path, path);
      assert.equal(cookie.sameSite, sameSite);
      // A session cookie (expires -1) would lose the attribution when the browser closes.
      assert.ok(cookie.expires > Date.now() / 1000, `${name} has no expiry in the future`);
    }
  },
);

Then('no campaign cookie is marked Secure on plain http', async function (this: SiteWorld) {
  for (const name of CAMPAIGN_COOKIE_NAMES) {
    assert.equal((await cookieNamed(this, name))?.secure, false, `${name} is Secure on http`);
  }
});

Given(
  'the visitor has the cookie {string} set to {string}',
  async function (this: SiteWorld, name: string, value: string) {
    await this.context.addCookies([{ name, value: encodeURIComponent(value), url: this.baseUrl }]);
  },
);
