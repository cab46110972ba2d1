import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type { SiteWorld } from '../support/world.ts';

async function aClientRequests(this: SiteWorld, path: string) {
  const response = await fetch(this.url(path), { headers: { accept: 'application/json' } });
  this.apiAnswer = {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    body: (await response.json()) as unknown,
  };
}
When('a client requests {string}', aClientRequests);
When('клиент запрашивает {string}', aClientRequests);

function theAnswerIsJSONWithStatus(this: SiteWorld, status: number) {
  assert.equal(this.apiAnswer?.status, status);
  assert.match(this.apiAnswer.contentType, /^application\/(problem\+)?json/);
}
Then('the answer is JSON with status {int}', theAnswerIsJSONWithStatus);
Then('ответ — JSON со статусом {int}', theAnswerIsJSONWithStatus);

function itsIs(this: SiteWorld, path: string, value: string) {
  // A dotted path into the JSON body: "meta.title", "data.form.name".
  const found = path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      this.apiAnswer?.body,
    );
  assert.equal(found, value);
}
Then('its {string} is {string}', itsIs);
Then('его поле {string} равно {string}', itsIs);
