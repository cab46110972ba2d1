import { Given, When } from '@cucumber/cucumber';
import { settle } from '../support/settle.ts';
import type { SiteWorld } from '../support/world.ts';

/**
 * Time on the page is the scenario's (Playwright's clock, installed by the Before hook). By default it
 * flows; a scenario that checks a delay stops it before opening the page, then moves it by exact
 * amounts, so "4999 ms" and "5000 ms" are told apart without waiting and without flakiness.
 */
async function thePagesClockIsStopped(this: SiteWorld) {
  await this.page.clock.pauseAt(Date.now() + 1_000);
}
Given("the page's clock is stopped", thePagesClockIsStopped);
Given('часы страницы остановлены', thePagesClockIsStopped);

async function msPassOnThePagesClock(this: SiteWorld, ms: number) {
  await this.page.clock.runFor(ms);
  await settle(this.page);
}
When("{int} ms pass on the page's clock", msPassOnThePagesClock);
When('на часах страницы проходит {int} мс', msPassOnThePagesClock);
