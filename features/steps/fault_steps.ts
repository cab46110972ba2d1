import { Given, Then } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { startSiteServer } from '../../spec/support/siteServer.ts';
import type { Response as PlaywrightResponse } from 'playwright';
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

async function theVisitorNoLongerHasTheCookie(this: SiteWorld, name: string) {
  await this.context.clearCookies({ name });
}
Given('the visitor no longer has the cookie {string}', theVisitorNoLongerHasTheCookie);
Given('у посетителя больше нет cookie {string}', theVisitorNoLongerHasTheCookie);

/** The page data (`…/index.pageContext.json`) the scenario's browser received, last one last. */
const pageDataAnswers = new WeakMap<SiteWorld, PlaywrightResponse[]>();

async function thePageDataTheBrowserFetchesIsRecorded(this: SiteWorld) {
  const answers: PlaywrightResponse[] = [];
  pageDataAnswers.set(this, answers);
  this.page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('/index.pageContext.json')) answers.push(response);
  });
}
Given('the page data the browser fetches is recorded', thePageDataTheBrowserFetchesIsRecorded);
Given('данные страниц, которые загружает браузер, записываются', thePageDataTheBrowserFetchesIsRecorded);

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
