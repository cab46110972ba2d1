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

async function theHeaderIsTransparent(this: SiteWorld) {
  await expect.poll(() => backgroundAlpha(this)).toBeLessThan(1);
}
Then('the header is transparent', theHeaderIsTransparent);
Then('шапка прозрачная', theHeaderIsTransparent);

async function theHeaderIsSolid(this: SiteWorld) {
  await expect.poll(() => backgroundAlpha(this)).toBe(1);
}
Then('the header is solid', theHeaderIsSolid);
Then('шапка непрозрачная', theHeaderIsSolid);

const shadow = (world: SiteWorld) => banner(world).evaluate((header) => getComputedStyle(header).boxShadow);

async function theHeaderCastsAShadow(this: SiteWorld) {
  await expect.poll(() => shadow(this)).not.toBe('none');
}
Then('the header casts a shadow', theHeaderCastsAShadow);
Then('шапка отбрасывает тень', theHeaderCastsAShadow);

async function theHeaderCastsNoShadow(this: SiteWorld) {
  await expect.poll(() => shadow(this)).toBe('none');
}
Then('the header casts no shadow', theHeaderCastsNoShadow);
Then('шапка без тени', theHeaderCastsNoShadow);

const transition = (world: SiteWorld) =>
  banner(world).evaluate((header) => getComputedStyle(header).transitionDuration.split(',').map(parseFloat));

async function theHeaderChangesItsLookWithoutAnimation(this: SiteWorld) {
  assert.ok(
    (await transition(this)).every((seconds) => seconds === 0),
    'the header animates already',
  );
}
Then('the header changes its look without animation', theHeaderChangesItsLookWithoutAnimation);
Then('шапка меняет вид без анимации', theHeaderChangesItsLookWithoutAnimation);

async function theHeaderAnimatesChangesOfItsLook(this: SiteWorld) {
  await expect.poll(async () => Math.max(...(await transition(this)))).toBeGreaterThan(0);
}
Then('the header animates changes of its look', theHeaderAnimatesChangesOfItsLook);
Then('шапка меняет вид с анимацией', theHeaderAnimatesChangesOfItsLook);

async function thePageKnowsTheHeadersHeight(this: SiteWorld) {
  const box = await banner(this).boundingBox();
  assert.ok(box, 'the header has a box');
  const published = () =>
    this.page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--header-height').trim());
  await expect.poll(published).toBe(`${Math.round(box.height)}px`);
}
Then("the page knows the header's height", thePageKnowsTheHeadersHeight);
Then('странице известна высота шапки', thePageKnowsTheHeadersHeight);
