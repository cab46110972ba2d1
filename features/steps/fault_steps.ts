import { Given, Then } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { startSiteServer } from '../../tools/siteServer.ts';
import type { Response as PlaywrightResponse } from 'playwright';
import { MOCK_SCENARIO_COOKIE } from '../../contracts/mockScenario.ts';
import { siteEnvironment } from '../support/topology.ts';
import type { SiteWorld } from '../support/world.ts';

// A server of the scenario's own, started now: its memory of content is empty, whatever other
// scenarios opened before (in a split run, in front of the run's backend, which keeps nothing). Against BASE_URL (the development server of features:watch) it is a
// development server too, since there may be no build.
/**
 * The scenario gets a site server of its own, started now, whose memory of content is empty whatever other scenarios
 * have opened: the scene for what a visitor meets right after a deployment. Later steps open pages on that server.
 * @topic Content faults
 * @looks the site's server
 * @also starts a new server (a development server when the run is against BASE_URL), which can take up to a minute; it
 *   is stopped when the scenario ends
 * @example the site has just started
 * @example сайт только что запущен
 */
async function theSiteHasJustStarted(this: SiteWorld) {
  this.ownServer = await startSiteServer(siteEnvironment(), { dev: Boolean(process.env.BASE_URL) });
  await this.footprints?.serverStarted(this.ownServer);
}
Given('the site has just started', { timeout: 60_000 }, theSiteHasJustStarted);
Given('сайт только что запущен', { timeout: 60_000 }, theSiteHasJustStarted);

/**
 * Checks that the answer for the page opened last carries a Retry-After header of exactly this many seconds.
 * @topic Content faults
 * @looks the HTTP answer for the page opened last
 * @example the answer asks to come back in 30 seconds
 * @example ответ просит вернуться через 30 секунд
 */
async function theAnswerAsksToComeBackInSeconds(this: SiteWorld, seconds: number) {
  expect(await this.lastResponse?.headerValue('retry-after')).toBe(String(seconds));
}
Then('the answer asks to come back in {int} seconds', theAnswerAsksToComeBackInSeconds);
Then('ответ просит вернуться через {int} секунд', theAnswerAsksToComeBackInSeconds);

/** The page data (`…/index.pageContext.json`) the scenario's browser received, last one last. */
const pageDataAnswers = new WeakMap<SiteWorld, PlaywrightResponse[]>();

function thePageDataTheBrowserFetchesIsRecorded(this: SiteWorld) {
  const answers: PlaywrightResponse[] = [];
  pageDataAnswers.set(this, answers);
  this.page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('/index.pageContext.json')) answers.push(response);
  });
}

/**
 * Checks the data the browser fetched last for a page change within the site (its `index.pageContext.json`): it had
 * this HTTP status and a Retry-After header of this many seconds.
 * @topic Content faults
 * @looks the page data answers the browser received since "the content API is down"
 * @also waits until the browser has fetched page data at least once
 * @example the page data came back with status 503, asking to come back in 30 seconds
 * @example данные страницы пришли со статусом 503 и просьбой вернуться через 30 секунд
 */
async function thePageDataCameBackWithStatusAskingToComeBack(this: SiteWorld, status: number, seconds: number) {
  const answers = pageDataAnswers.get(this) ?? [];
  await expect.poll(() => answers.length, { message: 'the browser fetched page data' }).toBeGreaterThan(0);
  const last = answers[answers.length - 1];
  expect(last?.status()).toBe(status);
  expect(await last?.headerValue('retry-after')).toBe(String(seconds));
}
Then(
  'the page data came back with status {int}, asking to come back in {int} seconds',
  thePageDataCameBackWithStatusAskingToComeBack,
);
Then(
  'данные страницы пришли со статусом {int} и просьбой вернуться через {int} секунд',
  thePageDataCameBackWithStatusAskingToComeBack,
);

// The content API fails every request with 503 from now on: the visitor's requests carry the mock
// scenario (docs/api.md), which the site passes to the API in both topologies. From now on the page
// data the browser fetches is recorded too, for "the page data came back with status …".
/**
 * From now on, every request the site makes to the content API fails with 503, for pages opened and page changes made
 * by this visitor.
 * @topic Content faults
 * @looks the content API the site reads from
 * @also sets the development backend's mock-scenario cookie "503" for the visitor; starts recording the page data the
 *   browser fetches, for "the page data came back with status …"
 * @example the content API is down
 * @example API содержимого не работает
 */
async function theContentApiIsDown(this: SiteWorld) {
  await this.context.addCookies([{ name: MOCK_SCENARIO_COOKIE, value: '503', url: this.baseUrl }]);
  if (!pageDataAnswers.has(this)) thePageDataTheBrowserFetchesIsRecorded.call(this);
}
Given('the content API is down', theContentApiIsDown);
Given('API содержимого не работает', theContentApiIsDown);

/**
 * From now on the content API answers this visitor's requests as usual again.
 * @topic Content faults
 * @looks the content API the site reads from
 * @also removes the mock-scenario cookie set by "the content API is down"
 * @example the content API is back
 * @example API содержимого снова работает
 */
async function theContentApiIsBack(this: SiteWorld) {
  await this.context.clearCookies({ name: MOCK_SCENARIO_COOKIE });
}
Given('the content API is back', theContentApiIsBack);
Given('API содержимого снова работает', theContentApiIsBack);
