import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { settle } from '../support/settle.ts';
import type { SiteWorld } from '../support/world.ts';

const image = (world: SiteWorld, alt: string) => world.page.getByRole('img', { name: alt, exact: true });
const requestsFor = (world: SiteWorld, path: string) =>
  world.requested.filter((url) => new URL(url).pathname === path).length;

/**
 * Resolves once the browser has checked the image against every intersection observer of the page:
 * a new observer gets its first report in the same update as the site's older one, so the site's
 * observer has had its say by then.
 */
async function observed(world: SiteWorld, alt: string) {
  await image(world, alt).evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          resolve();
        });
        observer.observe(element);
      }),
  );
  await settle(world.page);
}

/**
 * Scrolls the page so that the image with this description (its alternative text) sits this many window heights below
 * the window's bottom edge (0.5 = half a window below), and waits until the page has noticed where the image is.
 * @topic Lazy blocks and images
 * @looks the page: the image by its description
 * @example they scroll until the image "Логотип: «ОбувьСтиль»" is 1.6 viewports below the window
 * @example посетитель прокручивает страницу, пока картинка "Логотип: «ОбувьСтиль»" не окажется на 1.6 высоты окна ниже него
 */
async function theyScrollUntilTheImageIsViewportsBelowTheWindow(this: SiteWorld, alt: string, viewports: number) {
  const top = await image(this, alt).evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  const height = this.page.viewportSize()?.height ?? 0;
  const target = Math.round(top - height - viewports * height);
  await this.page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), target);
  await expect.poll(() => this.page.evaluate(() => Math.round(window.scrollY))).toBe(target);
  await observed(this, alt);
}
When(
  'they scroll until the image {string} is {float} viewports below the window',
  theyScrollUntilTheImageIsViewportsBelowTheWindow,
);
When(
  'посетитель прокручивает страницу, пока картинка {string} не окажется на {float} высоты окна ниже него',
  theyScrollUntilTheImageIsViewportsBelowTheWindow,
);

/**
 * Checks that the lazily loaded image with this description has been requested from the server (waiting until it is).
 * @topic Lazy blocks and images
 * @looks every request the scenario's pages made; the image by its description
 * @example the image "Логотип: «ОбувьСтиль»" has started loading
 * @example картинка "Логотип: «ОбувьСтиль»" начала загружаться
 */
async function theImageHasStartedLoading(this: SiteWorld, alt: string) {
  const path = await image(this, alt).getAttribute('data-src');
  assert.ok(path, `no lazy image "${alt}"`);
  await expect.poll(() => requestsFor(this, path)).toBeGreaterThan(0);
}
Then('the image {string} has started loading', theImageHasStartedLoading);
Then('картинка {string} начала загружаться', theImageHasStartedLoading);

/**
 * Checks that the lazily loaded image with this description has not been given its address and has not been requested.
 * @topic Lazy blocks and images
 * @looks every request the scenario's pages made; the image by its description
 * @example the image "Логотип: «ОбувьСтиль»" has not started loading
 * @example картинка "Логотип: «ОбувьСтиль»" ещё не начала загружаться
 */
async function theImageHasNotStartedLoading(this: SiteWorld, alt: string) {
  const path = await image(this, alt).getAttribute('data-src');
  assert.ok(path, `no lazy image "${alt}"`);
  const src = await image(this, alt).getAttribute('src');
  assert.ok(!src?.startsWith(path), 'the image was given its address');
  assert.equal(requestsFor(this, path), 0, 'the image was requested');
}
Then('the image {string} has not started loading', theImageHasNotStartedLoading);
Then('картинка {string} ещё не начала загружаться', theImageHasNotStartedLoading);

/**
 * Sets the scene: from now on, every request for this address (an image, a file) fails with 503.
 * @topic Lazy blocks and images
 * @looks the browser's requests for that address
 * @example every request for "/images/clients/uyut.svg" fails
 * @example каждый запрос "/images/clients/uyut.svg" заканчивается ошибкой
 */
async function everyRequestForFails(this: SiteWorld, path: string) {
  await this.context.route(
    (url) => url.pathname === path,
    (route) => route.fulfill({ status: 503, body: 'unavailable' }),
  );
}
Given('every request for {string} fails', everyRequestForFails);
Given('каждый запрос {string} заканчивается ошибкой', everyRequestForFails);

/**
 * Checks that this image address was requested exactly this many times in all (its first try and the retries, then no
 * more), and that in place of the broken image the page shows its description instead.
 * @topic Lazy blocks and images
 * @looks every request the scenario's pages made; the image's place on the page
 * @also lets the page finish what it was doing before the final count
 * @example "/images/clients/uyut.svg" has been requested 3 times in all and its description shows in its place
 * @example "/images/clients/uyut.svg" запрошена всего 3 раза, и на её месте показано её описание
 */
async function theImageInPlaceOfShowsItsDescriptionAfterRequests(this: SiteWorld, path: string, count: number) {
  await expect.poll(() => requestsFor(this, path)).toBe(count);
  const fallback = this.page.locator('.picture-fallback');
  await expect(fallback).toBeVisible();
  await settle(this.page);
  assert.equal(requestsFor(this, path), count, `"${path}" was requested more than ${count} times`);
  assert.equal(await this.page.locator(`img[data-src="${path}"]`).count(), 0, 'the broken image is still there');
}
Then(
  '{string} has been requested {int} times in all and its description shows in its place',
  theImageInPlaceOfShowsItsDescriptionAfterRequests,
);
Then(
  '{string} запрошена всего {int} раза, и на её месте показано её описание',
  theImageInPlaceOfShowsItsDescriptionAfterRequests,
);

/**
 * Checks that an image named exactly so shows exactly this text in its place (its description, instead of a picture).
 * @topic Lazy blocks and images
 * @looks the whole page: an image by its name
 * @example in place of the image the page reads "Логотип: Мебельная сеть «Уют»"
 * @example на месте картинки написано "Логотип: Мебельная сеть «Уют»"
 */
async function theImageShowsTheText(this: SiteWorld, text: string) {
  await expect(this.page.getByRole('img', { name: text, exact: true })).toHaveText(text);
}
Then('in place of the image the page reads {string}', theImageShowsTheText);
Then('на месте картинки написано {string}', theImageShowsTheText);
