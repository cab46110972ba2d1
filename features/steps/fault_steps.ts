import { Given, Then } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { startSiteServer } from '../../spec/support/siteServer.ts';
import type { SiteWorld } from '../support/world.ts';

/**
 * A server of the scenario's own, started now: its memory of content is empty, whatever other
 * scenarios opened before. Against BASE_URL (the development server of features:watch) it is a
 * development server too, since there may be no build.
 */
async function theSiteHasJustStarted(this: SiteWorld) {
  this.ownServer = await startSiteServer({}, { dev: Boolean(process.env.BASE_URL) });
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
