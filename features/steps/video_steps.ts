import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import { exactly } from '../support/readable.ts';
import type { SiteWorld } from '../support/world.ts';

/**
 * Checks that the page's main content shows a video in the browser's own player (with its controls), named exactly by
 * this title.
 * @topic Video
 * @looks the page's main content: its video with a source
 * @example the page shows the video "Экскурсия по офису в Екатеринбурге" in the browser's own player
 * @example страница показывает видео "Экскурсия по офису в Екатеринбурге" во встроенном плеере браузера
 */
async function thePageShowsTheVideoInTheBrowsersOwnPlayer(this: SiteWorld, title: string) {
  const video = this.page
    .getByRole('main')
    .locator('video')
    .filter({ has: this.page.locator('source') });
  await expect(video, `a video of the browser's own player named "${title}"`).toHaveAttribute(
    'aria-label',
    exactly(title),
  );
  await expect(video).toBeVisible();
  await expect(video).toHaveAttribute('controls', '');
}
Then("the page shows the video {string} in the browser's own player", thePageShowsTheVideoInTheBrowsersOwnPlayer);
Then('страница показывает видео {string} во встроенном плеере браузера', thePageShowsTheVideoInTheBrowsersOwnPlayer);

/** The origins of the frames the page's main content holds. */
const frameOrigins = (world: SiteWorld) =>
  world.page
    .getByRole('main')
    .locator('iframe')
    .evaluateAll((frames) => frames.map((frame) => new URL((frame as HTMLIFrameElement).src).origin));

/**
 * Checks that the page's main content holds no player (frame) from this site (`https://www.youtube-nocookie.com`), as
 * before anyone presses play.
 * @topic Video
 * @looks the page's main content: its frames
 * @example the page has no player from "https://rutube.ru"
 * @example на странице нет плеера с сайта "https://rutube.ru"
 */
async function thePageHasNoPlayerFrom(this: SiteWorld, origin: string) {
  const origins = await frameOrigins(this);
  assert.ok(!origins.includes(origin), `a player from ${origin} is on the page before anyone pressed play`);
}
Then('the page has no player from {string}', thePageHasNoPlayerFrom);
Then('на странице нет плеера с сайта {string}', thePageHasNoPlayerFrom);

/**
 * Checks that the page's main content shows a player (frame) titled exactly so, coming from this site.
 * @topic Video
 * @looks the page's main content: its frames
 * @example the video "Запись вебинара «Внедрение Битрикс24 за 10 недель: разбор проекта ДСК „Монолит“»" plays in a player from "https://rutube.ru"
 * @example видео "Запись вебинара «Внедрение Битрикс24 за 10 недель: разбор проекта ДСК „Монолит“»" играет в плеере с сайта "https://rutube.ru"
 */
async function theVideoPlaysInAPlayerFrom(this: SiteWorld, title: string, origin: string) {
  const main = this.page.getByRole('main');
  const player = main.locator('iframe').and(main.getByTitle(exactly(title)));
  await expect(player, `a player titled "${title}"`).toBeVisible();
  const src = await player.getAttribute('src');
  assert.equal(new URL(src ?? '', this.url('/')).origin, origin, `the player "${title}" comes from ${src}`);
}
Then('the video {string} plays in a player from {string}', theVideoPlaysInAPlayerFrom);
Then('видео {string} играет в плеере с сайта {string}', theVideoPlaysInAPlayerFrom);
