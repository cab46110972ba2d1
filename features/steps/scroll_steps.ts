import { Given, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { settle } from '../support/settle.ts';
import type { SiteWorld } from '../support/world.ts';
import { needs } from 'spec-harness/cucumber';

/**
 * Scrolls the window without animation and returns once the page has handled it: the scroll event
 * has reached every listener (the site's were added before this one) and the page has settled, so
 * React has rendered what they changed. No real or page-clock time is waited for.
 */
async function scrollTo(world: SiteWorld, top: number) {
  // Source text, not a function: tsx would wrap named inner functions in a helper the page lacks.
  await world.page.evaluate(`new Promise((resolve) => {
    if (Math.round(window.scrollY) === ${top}) return resolve();
    window.addEventListener('scroll', () => resolve(), { once: true });
    window.scrollTo({ top: ${top}, behavior: 'instant' });
  })`);
  await expect.poll(() => world.page.evaluate(() => Math.round(window.scrollY))).toBe(top);
  await settle(world.page);
}

/**
 * Sets the browser window to this width and height. Said before the page opens, it is the size the page opens at.
 * @topic Screen, connection and preferences
 * @looks the browser window
 * @example the window is 1280 by 800 px
 * @example окно размером 1280 на 800 px
 */
async function theWindowIsByPx(this: SiteWorld, width: number, height: number) {
  await this.page.setViewportSize({ width, height });
}
Given(...needs('served', 'the window is {int} by {int} px', theWindowIsByPx));
Given(...needs('served', 'окно размером {int} на {int} px', theWindowIsByPx));

/**
 * Scrolls the page to exactly this many pixels from its top, at once (no smooth scrolling), and waits until the page
 * has handled the scroll.
 * @topic Navigation and scrolling
 * @looks the window's scroll position
 * @example they scroll to 1200 px
 * @example посетитель прокручивает страницу до 600 px
 */
async function theyScrollToPx(this: SiteWorld, top: number) {
  await scrollTo(this, top);
}
When('they scroll to {int} px', theyScrollToPx);
When('посетитель прокручивает страницу до {int} px', theyScrollToPx);

/**
 * Scrolls the page to half its full height plus this many pixels, at once, and waits until the page has handled the
 * scroll.
 * @topic Navigation and scrolling
 * @looks the window's scroll position and the page's height
 * @example they scroll to half the page height plus 0 px
 * @example посетитель прокручивает страницу до половины её высоты плюс 0 px
 */
async function theyScrollToHalfThePageHeightPlusPx(this: SiteWorld, extra: number) {
  const half = await this.page.evaluate(() => Math.floor(document.documentElement.scrollHeight / 2));
  await scrollTo(this, half + extra);
}
When('they scroll to half the page height plus {int} px', theyScrollToHalfThePageHeightPlusPx);
When('посетитель прокручивает страницу до половины её высоты плюс {int} px', theyScrollToHalfThePageHeightPlusPx);

/**
 * Scrolls to the very bottom of the page, at once, and waits until the page has handled the scroll.
 * @topic Navigation and scrolling
 * @looks the window's scroll position and the page's height
 * @example they scroll to the bottom of the page
 * @example посетитель прокручивает страницу до конца
 */
async function theyScrollToTheBottomOfThePage(this: SiteWorld) {
  // Blocks below the first screen count at an estimated height until they are first drawn (content-visibility:
  // auto), so a page can grow or shrink as its end comes into view: the step scrolls again, as a visitor
  // pressing End again would, until the window rests at the page's end.
  await expect
    .poll(() =>
      this.page.evaluate(`new Promise((resolve) => {
        const bottom = document.documentElement.scrollHeight - window.innerHeight;
        if (Math.abs(window.scrollY - bottom) < 1) return resolve(true);
        window.addEventListener('scroll', () => resolve(false), { once: true });
        window.scrollTo({ top: bottom, behavior: 'instant' });
      })`),
    )
    .toBe(true);
  await settle(this.page);
}
When('they scroll to the bottom of the page', theyScrollToTheBottomOfThePage);
When('посетитель прокручивает страницу до конца', theyScrollToTheBottomOfThePage);
