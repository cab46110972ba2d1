import { expect, test } from '@playwright/test';

/**
 * `html[data-hydrated="true"]` tells browser tests (and anything else waiting) that the page is fully
 * interactive: every part hydrated, the sections and the footer whose code comes in chunks of their own
 * included (site/components/deferHydration.tsx). So no code of the page may still arrive after it: a
 * click on a part whose code is still on its way is not replayed by React.
 */
test.use({ baseURL: process.env.BASE_URL });

for (const path of ['/', '/services/sozdanie-saytov/', '/en/blog/', '/portfolio-web-studii/almaz-jewelry-shop/']) {
  test(`${path}: no script of the page arrives after it says it is hydrated`, async ({ page }) => {
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.hydrated !== 'true') return;
        (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
        observer.disconnect();
        // The document, not its <html>: when this runs, the parser has not made that element yet.
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
    });
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // Whatever the page still fetches on its own has been asked for by now.
    await page.waitForLoadState('networkidle');
    const { hydratedAt, late, scripts } = await page.evaluate(() => {
      const at = (window as unknown as { hydratedAt: number }).hydratedAt;
      const ownScripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) =>
        /\/assets\/(entries|chunks)\/[^/]+\.js$/u.test(new URL(entry.name).pathname),
      );
      return {
        hydratedAt: at,
        scripts: ownScripts.length,
        late: ownScripts.filter((entry) => entry.responseEnd > at).map((entry) => new URL(entry.name).pathname),
      };
    });
    expect(hydratedAt).toBeGreaterThan(0);
    expect(scripts).toBeGreaterThan(3);
    expect(late, 'scripts that arrived after the page said it was hydrated').toEqual([]);
  });
}
