import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { analyticsConfig } from '../../site/config/analytics.ts';
import {
  NONCE_PATTERN,
  commonSecurityHeaders,
  contentSecurityPolicy,
  type ResponseKind,
} from '../../site/rules/securityHeaders.ts';
import type { SiteWorld } from '../support/world.ts';
import { needs, takeCspViolations } from 'spec-harness/cucumber';

interface Answer {
  status: number;
  headers: Headers;
  body: string;
}
const answers = new WeakMap<SiteWorld, Answer>();

function lastAnswer(world: SiteWorld): Answer {
  const answer = answers.get(world);
  assert.ok(answer, 'nothing was asked of the server yet: start with "the server is asked for …"');
  return answer;
}

/** The policy the server must send for a response of this kind, from the one function that writes it. */
const expectedPolicy = (kind: ResponseKind, nonce?: string) =>
  contentSecurityPolicy({ kind, nonce, https: false, development: false, analyticsSrc: analyticsConfig.src });

/**
 * Requests this address from the server (as a program would, without following a redirect) and keeps the answer for
 * the steps that follow.
 * @topic HTTP answers and security
 * @looks the server's answer over HTTP (no browser)
 * @example the server is asked for "/blog-test/forum-optovaya-torgovlya-onlayn-2026/"
 * @example у сервера запрошен адрес "/blog-test/forum-optovaya-torgovlya-onlayn-2026/"
 */
async function theServerIsAskedFor(this: SiteWorld, path: string) {
  // Redirects are not followed: a redirect's own headers are under test.
  const response = await fetch(this.url(path), { redirect: 'manual' });
  answers.set(this, { status: response.status, headers: response.headers, body: await response.text() });
}
When(...needs('http', 'the server is asked for {string}', theServerIsAskedFor));
When(...needs('http', 'у сервера запрошен адрес {string}', theServerIsAskedFor));

/**
 * Checks that the answer to "the server is asked for …" has exactly this HTTP status.
 * @topic HTTP answers and security
 * @looks the answer kept by "the server is asked for …"
 * @example it answers with status 200
 * @example сервер отвечает статусом 200
 */
function itAnswersWithStatus(this: SiteWorld, status: number) {
  assert.equal(lastAnswer(this).status, status);
}
Then(...needs('http', 'it answers with status {int}', itAnswersWithStatus));
Then(...needs('http', 'сервер отвечает статусом {int}', itAnswersWithStatus));

/**
 * Checks that the answer to "the server is asked for …" carries every security header the site sends on every answer
 * (as site/rules/securityHeaders.ts writes them), says nothing of what server it is (no X-Powered-By), and sends no
 * HSTS over plain http.
 * @topic HTTP answers and security
 * @looks the headers of the answer kept by "the server is asked for …"
 * @example the answer carries the security headers
 * @example в ответе есть заголовки безопасности
 */
function theAnswerCarriesTheSecurityHeaders(this: SiteWorld) {
  const { headers } = lastAnswer(this);
  for (const [name, value] of Object.entries(commonSecurityHeaders(false)))
    assert.equal(headers.get(name), value, name);
  assert.equal(headers.get('x-powered-by'), null, 'X-Powered-By is sent');
  // The suite's server speaks plain http: HSTS there would be ignored at best (RFC 6797 section 7.2).
  assert.equal(headers.get('strict-transport-security'), null, 'HSTS over plain http');
}
Then(...needs('http', 'the answer carries the security headers', theAnswerCarriesTheSecurityHeaders));
Then(...needs('http', 'в ответе есть заголовки безопасности', theAnswerCarriesTheSecurityHeaders));

/**
 * Checks that the answer (a prerendered page) carries the Content-Security-Policy that lets no inline script run, and
 * that its HTML holds no nonce.
 * @topic HTTP answers and security
 * @looks the answer kept by "the server is asked for …": its policy header and its HTML
 * @example its policy allows no inline script at all
 * @example его политика не разрешает ни одного встроенного скрипта
 */
function itsPolicyAllowsNoInlineScript(this: SiteWorld) {
  const { headers, body } = lastAnswer(this);
  assert.equal(headers.get('content-security-policy'), expectedPolicy('prerendered'));
  assert.doesNotMatch(body, /\snonce=/, 'a nonce is baked into a prerendered page');
}
Then(...needs('http', 'its policy allows no inline script at all', itsPolicyAllowsNoInlineScript));
Then(...needs('http', 'его политика не разрешает ни одного встроенного скрипта', itsPolicyAllowsNoInlineScript));

/**
 * Checks that the answer (a page rendered for this request) carries a Content-Security-Policy allowing only scripts
 * with its own well-formed nonce, and that every script tag of its HTML carries that nonce.
 * @topic HTTP answers and security
 * @looks the answer kept by "the server is asked for …": its policy header and its HTML
 * @example its policy allows only the scripts carrying its own nonce, and the page's scripts carry it
 * @example его политика разрешает только скрипты с его собственным nonce, и скрипты страницы его несут
 */
function itsPolicyAllowsOnlyItsNonce(this: SiteWorld) {
  const { headers, body } = lastAnswer(this);
  const policy = headers.get('content-security-policy') ?? '';
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  assert.match(nonce ?? '', NONCE_PATTERN, `no well-formed nonce in ${policy}`);
  assert.equal(policy, expectedPolicy('rendered', nonce));
  // Vike puts the nonce on every <script> it writes, data blocks included.
  const scripts = body.match(/<script\b[^>]*>/g) ?? [];
  assert.ok(scripts.length > 0, 'the rendered page has no script');
  assert.deepEqual(
    scripts.filter((tag) => !tag.includes(` nonce="${nonce}"`)),
    [],
    'scripts without this answer’s nonce',
  );
}
Then(
  "its policy allows only the scripts carrying its own nonce, and the page's scripts carry it",
  itsPolicyAllowsOnlyItsNonce,
);
Then(
  'его политика разрешает только скрипты с его собственным nonce, и скрипты страницы его несут',
  itsPolicyAllowsOnlyItsNonce,
);

/**
 * Checks that the answer (not a page: a file, an API answer) carries the Content-Security-Policy that lets nothing run
 * or load.
 * @topic HTTP answers and security
 * @looks the answer kept by "the server is asked for …": its policy header
 * @example its policy lets nothing run or load
 * @example его политика ничего не разрешает ни выполнять, ни загружать
 */
function itsPolicyLetsNothingRunOrLoad(this: SiteWorld) {
  assert.equal(lastAnswer(this).headers.get('content-security-policy'), expectedPolicy('other'));
}
Then(...needs('http', 'its policy lets nothing run or load', itsPolicyLetsNothingRunOrLoad));
Then(...needs('http', 'его политика ничего не разрешает ни выполнять, ни загружать', itsPolicyLetsNothingRunOrLoad));

/**
 * Requests this address again and checks that the new answer's nonce differs from the previous answer's.
 * @topic HTTP answers and security
 * @looks the previous answer and a new one, over HTTP
 * @also keeps the new answer for the steps that follow
 * @example asked for "/blog-test/forum-optovaya-torgovlya-onlayn-2026/" again, it answers with another nonce
 * @example при повторном запросе адреса "/blog-test/forum-optovaya-torgovlya-onlayn-2026/" сервер отвечает с другим nonce
 */
async function askedAgainItGetsAnotherNonce(this: SiteWorld, path: string) {
  const nonceOf = (answer: Answer) => /'nonce-([^']+)'/.exec(answer.headers.get('content-security-policy') ?? '')?.[1];
  const first = nonceOf(lastAnswer(this));
  await theServerIsAskedFor.call(this, path);
  const second = nonceOf(lastAnswer(this));
  assert.ok(first && second, 'an answer without a nonce');
  assert.notEqual(second, first);
}
Then(...needs('http', 'asked for {string} again, it answers with another nonce', askedAgainItGetsAnotherNonce));
Then(
  ...needs(
    'http',
    'при повторном запросе адреса {string} сервер отвечает с другим nonce',
    askedAgainItGetsAnotherNonce,
  ),
);

/**
 * What a failure of every other defence would look like: an inline script and an event handler in the
 * page's HTML (a sanitiser bug, a compromised backend or proxy). The server's headers are kept as sent.
 */
const SLIPPED_IN =
  '<script>window.__xss = "inline script";</script><img src="/favicon.svg" alt="" onload="window.__xss = \'handler\'">';

/**
 * Sets the scene for a page opened after it: on its way to the browser, the page at this address gets an inline script
 * and an element with an event handler added to its HTML (as a broken sanitiser or a compromised proxy would), its
 * headers left as the server sent them.
 * @topic HTTP answers and security
 * @looks the browser's request for that page
 * @example an inline script and an event handler are slipped into "/contacts/" on the way
 * @example по пути в страницу "/contacts/" подложены встроенный скрипт и обработчик события
 */
async function aScriptIsSlippedIntoThePage(this: SiteWorld, path: string) {
  await this.page.route(this.url(path), async (route) => {
    const response = await route.fetch();
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length'].includes(name)),
    );
    const body = (await response.text()).replace('</body>', `${SLIPPED_IN}</body>`);
    await route.fulfill({ status: response.status(), headers, body });
  });
}
Given('an inline script and an event handler are slipped into {string} on the way', aScriptIsSlippedIntoThePage);
Given('по пути в страницу {string} подложены встроенный скрипт и обработчик события', aScriptIsSlippedIntoThePage);

/**
 * Checks that the slipped-in script and handler did not run, and that the browser reported one blocked inline script
 * and one blocked inline handler (script-src-elem and script-src-attr).
 * @topic HTTP answers and security
 * @looks the page and the policy violations the browser reported
 * @example the policy blocked both and the browser reported each
 * @example политика заблокировала оба, и браузер сообщил о каждом
 */
async function thePolicyBlockedThemAndReportedIt(this: SiteWorld) {
  assert.equal(await this.page.evaluate('window.__xss'), undefined, 'the slipped-in script ran');
  // The reports crossed to the test before that answer did: the page sends its messages in order.
  const directives = takeCspViolations(this)
    .filter((violation) => violation.blocked === 'inline' && violation.disposition === 'enforce')
    .map((violation) => violation.directive)
    .sort();
  assert.deepEqual(directives, ['script-src-attr', 'script-src-elem']);
}
Then('the policy blocked both and the browser reported each', thePolicyBlockedThemAndReportedIt);
Then('политика заблокировала оба, и браузер сообщил о каждом', thePolicyBlockedThemAndReportedIt);

/**
 * Checks that the browser reported no Content-Security-Policy violation on the scenario's pages (since the last check
 * of violations).
 * @topic HTTP answers and security
 * @looks the policy violations the browser reported
 * @example the Content-Security-Policy blocked nothing
 * @example политика безопасности контента ничего не заблокировала
 */
function thePolicyBlockedNothing(this: SiteWorld) {
  assert.deepEqual(takeCspViolations(this), []);
}
Then('the Content-Security-Policy blocked nothing', thePolicyBlockedNothing);
Then('политика безопасности контента ничего не заблокировала', thePolicyBlockedNothing);
