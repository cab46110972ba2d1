import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { SiteWorld } from '../support/world.ts';

/**
 * The header's look as a visitor sees it, read from its computed style (spec section 4 "Header look"):
 * transparent lets the page show through, solid does not, scrolled casts a shadow.
 */
const banner = (world: SiteWorld) => world.page.getByRole('banner');

/** The alpha of the header's background colour, 0 to 1. */
const backgroundAlpha = (world: SiteWorld) =>
  banner(world).evaluate((header) => {
    const colour = getComputedStyle(header).backgroundColor;
    const parts = colour.match(/[\d.]+/g) ?? [];
    return parts.length === 4 ? Number(parts[3]) : 1;
  });

Then('the header is transparent', async function (this: SiteWorld) {
  await expect.poll(() => backgroundAlpha(this)).toBeLessThan(1);
});

Then('the header is solid', async function (this: SiteWorld) {
  await expect.poll(() => backgroundAlpha(this)).toBe(1);
});

const shadow = (world: SiteWorld) => banner(world).evaluate((header) => getComputedStyle(header).boxShadow);

Then('the header casts a shadow', async function (this: SiteWorld) {
  await expect.poll(() => shadow(this)).not.toBe('none');
});

Then('the header casts no shadow', async function (this: SiteWorld) {
  await expect.poll(() => shadow(this)).toBe('none');
});

const transition = (world: SiteWorld) =>
  banner(world).evaluate((header) => getComputedStyle(header).transitionDuration.split(',').map(parseFloat));

Then('the header changes its look without animation', async function (this: SiteWorld) {
  assert.ok(
    (await transition(this)).every((seconds) => seconds === 0),
    'the header animates already',
  );
});

Then('the header animates changes of its look', async function (this: SiteWorld) {
  await expect.poll(async () => Math.max(...(await transition(this)))).toBeGreaterThan(0);
});

Then("the page knows the header's height", async function (this: SiteWorld) {
  const box = await banner(this).boundingBox();
  assert.ok(box, 'the header has a box');
  const published = () =>
    this.page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--header-height').trim());
  await expect.poll(published).toBe(`${Math.round(box.height)}px`);
});
