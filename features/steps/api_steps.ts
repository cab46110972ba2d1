import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type { SiteWorld } from '../support/world.ts';

When('a client requests {string}', async function (this: SiteWorld, path: string) {
  const response = await fetch(this.url(path), { headers: { accept: 'application/json' } });
  this.apiAnswer = {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    body: (await response.json()) as unknown,
  };
});

Then('the answer is JSON with status {int}', function (this: SiteWorld, status: number) {
  assert.equal(this.apiAnswer?.status, status);
  assert.match(this.apiAnswer.contentType, /^application\/(problem\+)?json/);
});

Then('its {string} is {string}', function (this: SiteWorld, path: string, value: string) {
  // A dotted path into the JSON body: "meta.title", "data.form.name".
  const found = path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      this.apiAnswer?.body,
    );
  assert.equal(found, value);
});
