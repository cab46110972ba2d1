import { Given, Then } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { startSiteServer } from '../../spec/support/siteServer.ts';
import type { Response as PlaywrightResponse } from 'playwright';
import { MOCK_SCENARIO_COOKIE } from '../../mocks/scenario.ts';
import { siteEnvironment } from '../support/topology.ts';
import type { SiteWorld } from '../support/world.ts';

/**
 * A server of the scenario's own, started now: its memory of content is empty, whatever other
 * scenarios opened before (in a split run, in front of the run's backend, which keeps nothing). Against BASE_URL (the development server of features:watch) it is a
 * development server too, since there may be no build.
 */
async function theSiteHasJustStarted(this: SiteWorld) {
  this.ownServer = await startSiteServer(siteEnvironment(), { dev: Boolean(process.env.BASE_URL) });
}
Given('the site has just started', { timeout: 60_000 }, theSiteHasJustStarted);
Given('сайт только что запущен', { timeout: 60_000 }, theSiteHasJustStarted);

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

/**
 * The content API fails every request with 503 from now on: the visitor's requests carry the mock
 * scenario (docs/api.md), which the site passes to the API in both topologies. From now on the page
 * data the browser fetches is recorded too, for "the page data came back with status …".
 */
async function theContentApiIsDown(this: SiteWorld) {
  await this.context.addCookies([{ name: MOCK_SCENARIO_COOKIE, value: '503', url: this.baseUrl }]);
  if (!pageDataAnswers.has(this)) thePageDataTheBrowserFetchesIsRecorded.call(this);
}
Given('the content API is down', theContentApiIsDown);
Given('API содержимого не работает', theContentApiIsDown);

async function theContentApiIsBack(this: SiteWorld) {
  await this.context.clearCookies({ name: MOCK_SCENARIO_COOKIE });
}
Given('the content API is back', theContentApiIsBack);
Given('API содержимого снова работает', theContentApiIsBack);
