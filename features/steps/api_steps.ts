import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type { SiteWorld } from '../support/world.ts';
import { needs } from '../support/stepNeeds.ts';

async function aClientRequests(this: SiteWorld, path: string) {
  const response = await fetch(this.url(path), { headers: { accept: 'application/json' } });
  this.apiAnswer = {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    body: (await response.json()) as unknown,
  };
}
When(...needs('http', 'a client requests {string}', aClientRequests));
When(...needs('http', 'клиент запрашивает {string}', aClientRequests));

function theAnswerIsJSONWithStatus(this: SiteWorld, status: number) {
  assert.equal(this.apiAnswer?.status, status);
  assert.match(this.apiAnswer.contentType, /^application\/(problem\+)?json/);
}
Then(...needs('http', 'the answer is JSON with status {int}', theAnswerIsJSONWithStatus));
Then(...needs('http', 'ответ — JSON со статусом {int}', theAnswerIsJSONWithStatus));

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
Then(...needs('http', 'its {string} is {string}', itsIs));
Then(...needs('http', 'его поле {string} равно {string}', itsIs));
