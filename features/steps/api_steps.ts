import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type { SiteWorld } from '../support/world.ts';
import { needs } from 'spec-harness/cucumber';
import { readable } from '../support/readable.ts';

/**
 * Sends a request for this address of the site's API (asking for JSON), as a program would, and keeps the answer for
 * the steps that follow.
 * @topic API
 * @looks the site's server, over HTTP (no browser)
 * @example a client requests "/api/home.json"
 * @example клиент запрашивает "/api/home.json"
 */
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

/**
 * Checks that the API's last answer has this HTTP status and is JSON (`application/json` or
 * `application/problem+json`).
 * @topic API
 * @looks the answer of the last "a client requests …"
 * @example the answer is JSON with status 200
 * @example ответ — JSON со статусом 200
 */
function theAnswerIsJSONWithStatus(this: SiteWorld, status: number) {
  assert.equal(this.apiAnswer?.status, status);
  assert.match(this.apiAnswer.contentType, /^application\/(problem\+)?json/);
}
Then(...needs('http', 'the answer is JSON with status {int}', theAnswerIsJSONWithStatus));
Then(...needs('http', 'ответ — JSON со статусом {int}', theAnswerIsJSONWithStatus));

/**
 * Checks that a field of the API's last answer, named by its dotted path ("meta.title", "data.form.name"), equals
 * exactly this text (its no-break spaces read as spaces).
 * @topic API
 * @looks the JSON body of the last "a client requests …"
 * @example its "meta.title" is "Северный Код — интернет-магазины, B2B-порталы и Битрикс24"
 * @example его поле "meta.title" равно "Северный Код — интернет-магазины, B2B-порталы и Битрикс24"
 */
function itsIs(this: SiteWorld, path: string, value: string) {
  // A dotted path into the JSON body: "meta.title", "data.form.name".
  const found = path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      this.apiAnswer?.body,
    );
  assert.equal(typeof found === 'string' ? readable(found) : found, value);
}
Then(...needs('http', 'its {string} is {string}', itsIs));
Then(...needs('http', 'его поле {string} равно {string}', itsIs));
