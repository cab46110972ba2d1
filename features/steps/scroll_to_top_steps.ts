import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { settle } from '../support/settle.ts';
import { scrollToTopControl } from '../support/chromeControls.ts';
import type { SiteWorld } from '../support/world.ts';

async function theScrollToTopControlShows(this: SiteWorld) {
  await expect(scrollToTopControl(this)).toBeVisible();
}
Then('the scroll-to-top control shows', theScrollToTopControlShows);
Then('кнопка «Наверх» показана', theScrollToTopControlShows);

async function theScrollToTopControlDoesNotShow(this: SiteWorld) {
  await settle(this.page);
  await expect(scrollToTopControl(this)).toHaveCount(0);
}
Then('the scroll-to-top control does not show', theScrollToTopControlDoesNotShow);
Then('кнопка «Наверх» не показана', theScrollToTopControlDoesNotShow);

async function theyPressTheScrollToTopControl(this: SiteWorld) {
  await scrollToTopControl(this).click();
}
When('they press the scroll-to-top control', theyPressTheScrollToTopControl);
When('посетитель нажимает кнопку «Наверх»', theyPressTheScrollToTopControl);

async function thePageIsBackAtTheTop(this: SiteWorld) {
  await expect.poll(() => this.page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBe(0);
}
Then('the page is back at the top', thePageIsBackAtTheTop);
Then('страница снова в самом верху', thePageIsBackAtTheTop);

async function theKeyboardFocusIsOnTheMainContent(this: SiteWorld) {
  await expect(this.page.getByRole('main')).toBeFocused();
}
Then('the keyboard focus is on the main content', theKeyboardFocusIsOnTheMainContent);
Then('фокус клавиатуры на основном содержимом', theKeyboardFocusIsOnTheMainContent);
