import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { expect } from '@playwright/test';
import type { SiteWorld } from '../support/world.ts';

/**
 * The header's look as a visitor sees it, read from its computed style (spec section 4 "Header look"):
 * transparent lets the page show through untouched (no background, no veil, no blur), solid does not,
 * scrolled casts a shadow.
 */
const banner = (world: SiteWorld) => world.page.getByRole('banner');

/** The alpha of the header's background colour (0 to 1) and whether it blurs what lies beneath. */
const background = (world: SiteWorld) =>
  banner(world).evaluate((header) => {
    const style = getComputedStyle(header);
    const parts = style.backgroundColor.match(/[\d.]+/g) ?? [];
    return {
      alpha: parts.length === 4 ? Number(parts[3]) : 1,
      blurs: style.backdropFilter !== 'none' && style.backdropFilter !== '',
    };
  });
const backgroundAlpha = async (world: SiteWorld) => (await background(world)).alpha;

/**
 * Checks that the header lets the page show through untouched: no background colour at all and nothing
 * blurring what passes beneath.
 * @topic Header and menus
 * @looks the header (the `banner` landmark): its background colour and backdrop filter as drawn
 * @example the header is transparent
 * @example шапка прозрачная
 */
async function theHeaderIsTransparent(this: SiteWorld) {
  await expect.poll(() => background(this)).toEqual({ alpha: 0, blurs: false });
}
Then('the header is transparent', theHeaderIsTransparent);
Then('шапка прозрачная', theHeaderIsTransparent);

/**
 * Checks that the header's background is fully opaque.
 * @topic Header and menus
 * @looks the header: its background colour as drawn
 * @example the header is solid
 * @example шапка непрозрачная
 */
async function theHeaderIsSolid(this: SiteWorld) {
  await expect.poll(() => backgroundAlpha(this)).toBe(1);
}
Then('the header is solid', theHeaderIsSolid);
Then('шапка непрозрачная', theHeaderIsSolid);

const shadow = (world: SiteWorld) => banner(world).evaluate((header) => getComputedStyle(header).boxShadow);

/**
 * Checks that the header casts a shadow on the page below it.
 * @topic Header and menus
 * @looks the header: its shadow as drawn
 * @example the header casts a shadow
 * @example шапка отбрасывает тень
 */
async function theHeaderCastsAShadow(this: SiteWorld) {
  await expect.poll(() => shadow(this)).not.toBe('none');
}
Then('the header casts a shadow', theHeaderCastsAShadow);
Then('шапка отбрасывает тень', theHeaderCastsAShadow);

/**
 * Checks that the header casts no shadow.
 * @topic Header and menus
 * @looks the header: its shadow as drawn
 * @example the header casts no shadow
 * @example шапка без тени
 */
async function theHeaderCastsNoShadow(this: SiteWorld) {
  await expect.poll(() => shadow(this)).toBe('none');
}
Then('the header casts no shadow', theHeaderCastsNoShadow);
Then('шапка без тени', theHeaderCastsNoShadow);

const transition = (world: SiteWorld) =>
  banner(world).evaluate((header) => getComputedStyle(header).transitionDuration.split(',').map(parseFloat));

/**
 * Checks that, right now, a change of the header's look would happen at once: none of its transitions lasts any time
 * (so the first look after a page opens does not animate).
 * @topic Header and menus
 * @looks the header: its transitions
 * @example the header changes its look without animation
 * @example шапка меняет вид без анимации
 */
async function theHeaderChangesItsLookWithoutAnimation(this: SiteWorld) {
  assert.ok(
    (await transition(this)).every((seconds) => seconds === 0),
    'the header animates already',
  );
}
Then('the header changes its look without animation', theHeaderChangesItsLookWithoutAnimation);
Then('шапка меняет вид без анимации', theHeaderChangesItsLookWithoutAnimation);

/**
 * Checks that the header animates changes of its look (at least one of its transitions lasts some time), waiting until
 * it does.
 * @topic Header and menus
 * @looks the header: its transitions
 * @example the header animates changes of its look
 * @example шапка меняет вид с анимацией
 */
async function theHeaderAnimatesChangesOfItsLook(this: SiteWorld) {
  await expect.poll(async () => Math.max(...(await transition(this)))).toBeGreaterThan(0);
}
Then('the header animates changes of its look', theHeaderAnimatesChangesOfItsLook);
Then('шапка меняет вид с анимацией', theHeaderAnimatesChangesOfItsLook);
