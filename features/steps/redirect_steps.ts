import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { brand } from '../../site/config/brand.ts';
import type { SiteWorld } from '../support/world.ts';
import { needs } from 'spec-harness/cucumber';

function locationOf(response: { headers: Record<string, string | string[] | undefined> }): string | undefined {
  const location = response.headers.location;
  return Array.isArray(location) ? location[0] : location;
}

/**
 * Requests this address from the server, as sent (not through a browser), and checks that it answers with a permanent
 * redirect (301) to exactly this address.
 * @topic Redirects
 * @looks the server's answer over HTTP: its status and Location
 * @example "/services/" redirects permanently to "/"
 * @example "/services/" навсегда перенаправляет на "/"
 */
async function redirectsPermanentlyTo(this: SiteWorld, from: string, to: string) {
  const response = await this.rawRequest(from);
  assert.equal(response.status, 301, `${from} answered ${response.status}, expected a 301 to ${to}`);
  assert.equal(locationOf(response), to);
}
Then(...needs('http', '{string} redirects permanently to {string}', redirectsPermanentlyTo));
Then(...needs('http', '{string} навсегда перенаправляет на {string}', redirectsPermanentlyTo));

/**
 * Requests this address from the server and checks that it does not answer with a redirect (any status but 3xx): a
 * redirect lands in one hop.
 * @topic Redirects
 * @looks the server's answer over HTTP: its status
 * @example "/" is not redirected
 * @example "/" не перенаправляется
 */
async function isNotRedirected(this: SiteWorld, path: string) {
  const response = await this.rawRequest(path);
  assert.ok(
    response.status < 300 || response.status >= 400,
    `${path} answered ${response.status} to ${locationOf(response)}: a redirect must land in one hop`,
  );
}
Then(...needs('http', '{string} is not redirected', isNotRedirected));
Then(...needs('http', '{string} не перенаправляется', isNotRedirected));

/**
 * Requests this address and checks that it answers with a permanent redirect (301) to the career site (the address in
 * site/config/brand.ts).
 * @topic Redirects
 * @looks the server's answer over HTTP: its status and Location
 * @example "/career/" redirects permanently to the career site
 * @example "/career/" навсегда перенаправляет на карьерный сайт
 */
async function redirectsPermanentlyToTheCareerSite(this: SiteWorld, from: string) {
  const response = await this.rawRequest(from);
  assert.equal(response.status, 301);
  assert.equal(locationOf(response), brand.external.career);
}
Then(...needs('http', '{string} redirects permanently to the career site', redirectsPermanentlyToTheCareerSite));
Then(...needs('http', '{string} навсегда перенаправляет на карьерный сайт', redirectsPermanentlyToTheCareerSite));

/**
 * Requests this address and checks that it answers with a permanent redirect (301) to the career site followed by
 * exactly this text (a query, a path).
 * @topic Redirects
 * @looks the server's answer over HTTP: its status and Location
 * @example "/en/career/?vacancy=qa" redirects permanently to the career site with "?vacancy=qa"
 * @example "/en/career/?vacancy=qa" навсегда перенаправляет на карьерный сайт с "?vacancy=qa"
 */
async function redirectsPermanentlyToTheCareerSiteWith(this: SiteWorld, from: string, query: string) {
  const response = await this.rawRequest(from);
  assert.equal(response.status, 301);
  assert.equal(locationOf(response), `${brand.external.career}${query}`);
}
Then(
  ...needs(
    'http',
    '{string} redirects permanently to the career site with {string}',
    redirectsPermanentlyToTheCareerSiteWith,
  ),
);
Then(
  ...needs(
    'http',
    '{string} навсегда перенаправляет на карьерный сайт с {string}',
    redirectsPermanentlyToTheCareerSiteWith,
  ),
);

/**
 * Requests this path with this Host header (one of the site's other domains) and checks that it answers with a
 * permanent redirect (301) to exactly this address.
 * @topic Redirects
 * @looks the server's answer over HTTP: its status and Location
 * @example a request for "/contacts" with the Host "evil.example" is redirected to "/contacts/"
 * @example запрос "/contacts" с заголовком Host "evil.example" перенаправляется на "/contacts/"
 */
async function aRequestForWithTheHostIsRedirectedTo(this: SiteWorld, path: string, host: string, to: string) {
  const response = await this.rawRequest(path, { host });
  assert.equal(response.status, 301);
  assert.equal(locationOf(response), to);
}
Then(
  ...needs(
    'http',
    'a request for {string} with the Host {string} is redirected to {string}',
    aRequestForWithTheHostIsRedirectedTo,
  ),
);
Then(
  ...needs(
    'http',
    'запрос {string} с заголовком Host {string} перенаправляется на {string}',
    aRequestForWithTheHostIsRedirectedTo,
  ),
);

/**
 * Requests this path, sent byte for byte as written (a hostile path a browser would rewrite), and checks that the
 * server does not fail (no 5xx) and, if it redirects, redirects to a plain path of this site.
 * @topic Redirects
 * @looks the server's answer over HTTP: its status and Location
 * @example a request for "//evil.example/" does not leave the site
 * @example запрос "//evil.example/" не уводит с сайта
 */
async function aRequestForDoesNotLeaveTheSite(this: SiteWorld, path: string) {
  await assertStaysOnSite(this, path, {});
}
Then(...needs('http', 'a request for {string} does not leave the site', aRequestForDoesNotLeaveTheSite));
Then(...needs('http', 'запрос {string} не уводит с сайта', aRequestForDoesNotLeaveTheSite));

/**
 * As "a request for … does not leave the site", with this Host header sent too.
 * @topic Redirects
 * @looks the server's answer over HTTP: its status and Location
 * @example a request for "/amp//evil.example/" with the Host "evil.example" does not leave the site
 * @example запрос "/amp//evil.example/" с заголовком Host "evil.example" не уводит с сайта
 */
async function aRequestForWithTheHostDoesNotLeaveTheSite(this: SiteWorld, path: string, host: string) {
  await assertStaysOnSite(this, path, { host });
}
Then(
  ...needs(
    'http',
    'a request for {string} with the Host {string} does not leave the site',
    aRequestForWithTheHostDoesNotLeaveTheSite,
  ),
);
Then(
  ...needs(
    'http',
    'запрос {string} с заголовком Host {string} не уводит с сайта',
    aRequestForWithTheHostDoesNotLeaveTheSite,
  ),
);

async function assertStaysOnSite(world: SiteWorld, path: string, headers: Record<string, string>) {
  const response = await world.rawRequest(path, headers);
  assert.ok(response.status < 500, `${path} answered ${response.status}: hostile paths must never break the server`);
  const location = locationOf(response);
  if (location === undefined) return;
  // Resolved as a browser would resolve it: anything other than this site's origin is a way out.
  const target = new URL(location, world.baseUrl);
  assert.equal(target.origin, new URL(world.baseUrl).origin, `${path} redirected off the site to ${location}`);
  assert.match(location, /^\/(?![/\\])/, `${path} redirected to "${location}", which is not a plain site path`);
}
