import { Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { settle } from '../support/settle.ts';
import { scrollToTopControl } from '../support/overlayControls.ts';
import type { SiteWorld } from '../support/world.ts';

/**
 * Checks that the scroll-to-top button ("Наверх" / "Back to top") is visible. It only looks: it does not scroll.
 * @topic Navigation and scrolling
 * @looks the scroll-to-top button
 * @example the scroll-to-top control shows
 * @example кнопка «Наверх» показана
 */
async function theScrollToTopControlShows(this: SiteWorld) {
  await expect(scrollToTopControl(this), 'the scroll-to-top control shows').toBeVisible();
}
Then('the scroll-to-top control shows', theScrollToTopControlShows);
Then('кнопка «Наверх» показана', theScrollToTopControlShows);

/**
 * Checks that the scroll-to-top button is not on the page. It only looks: it does not scroll.
 * @topic Navigation and scrolling
 * @looks the scroll-to-top button
 * @also lets the page finish what it was doing first
 * @example the scroll-to-top control does not show
 * @example кнопка «Наверх» не показана
 */
async function theScrollToTopControlDoesNotShow(this: SiteWorld) {
  await settle(this.page);
  await expect(scrollToTopControl(this), 'the scroll-to-top control does not show').toHaveCount(0);
}
Then('the scroll-to-top control does not show', theScrollToTopControlDoesNotShow);
Then('кнопка «Наверх» не показана', theScrollToTopControlDoesNotShow);

/**
 * Presses the scroll-to-top button.
 * @topic Navigation and scrolling
 * @looks the scroll-to-top button
 * @example they press the scroll-to-top control
 * @example посетитель нажимает кнопку «Наверх»
 */
async function theyPressTheScrollToTopControl(this: SiteWorld) {
  await scrollToTopControl(this).click();
}
When('they press the scroll-to-top control', theyPressTheScrollToTopControl);
When('посетитель нажимает кнопку «Наверх»', theyPressTheScrollToTopControl);

/**
 * Checks that the page is scrolled back to its very top, waiting up to 5 seconds for the scroll to end.
 * @topic Navigation and scrolling
 * @looks the window's scroll position
 * @example the page is back at the top
 * @example страница снова в самом верху
 */
async function thePageIsBackAtTheTop(this: SiteWorld) {
  await expect.poll(() => this.page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBe(0);
}
Then('the page is back at the top', thePageIsBackAtTheTop);
Then('страница снова в самом верху', thePageIsBackAtTheTop);

/**
 * Checks that the keyboard focus is on the page's main content itself (so the next Tab starts there).
 * @topic Controls and keyboard
 * @looks the page's main content (the `<main>` landmark)
 * @example the keyboard focus is on the main content
 * @example фокус клавиатуры на основном содержимом
 */
async function theKeyboardFocusIsOnTheMainContent(this: SiteWorld) {
  await expect(this.page.getByRole('main')).toBeFocused();
}
Then('the keyboard focus is on the main content', theKeyboardFocusIsOnTheMainContent);
Then('фокус клавиатуры на основном содержимом', theKeyboardFocusIsOnTheMainContent);
