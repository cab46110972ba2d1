import { expect, test } from './fixtures.ts';
import { pageHydrated } from '../../tools/pageHydrated.ts';

test.use({ baseURL: process.env.BASE_URL });

/**
 * Spec section 3 lists `headerHeight` among the store's values: the page publishes the height the
 * header takes, in the store and as the `--header-height` custom property, for layouts to use. No
 * visitor sees a custom property, so this is checked here rather than in a feature (decision 021).
 */
for (const width of [375, 1280]) {
  test(`at ${width} px the page publishes the header's height`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await pageHydrated(page);
    const box = await page.getByRole('banner').boundingBox();
    expect(box, 'the header has a box').not.toBeNull();
    const published = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--header-height').trim());
    await expect.poll(published).toBe(`${Math.round(box?.height ?? -1)}px`);
  });
}
