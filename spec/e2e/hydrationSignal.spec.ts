import { expect, test } from './fixtures.ts';

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

for (const width of [375, 1280]) {
  test(`at ${width} px the page says it is hydrated only with the footer in the form a visitor there uses`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    // The footer's code arrives last, so the footer is the last part to hydrate, and nothing else the page
    // waits for can give its phone form the time to commit before the signal.
    await page.route('**/assets/chunks/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes('site-footer__column')) await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.fulfill({ response, body });
    });
    // What the footer is at the moment the signal is given: the observer runs before anything else can.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.documentElement.dataset.hydrated !== 'true') return;
        (window as unknown as { accordionsAtSignal: number }).accordionsAtSignal = document.querySelectorAll(
          '.site-footer__column--accordion',
        ).length;
        observer.disconnect();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
    });
    await page.goto('/services/sozdanie-saytov/');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const accordions = await page.evaluate(
      () => (window as unknown as { accordionsAtSignal: number }).accordionsAtSignal,
    );
    // The server sends the desktop footer; a phone's footer turns its columns into accordions after hydrating.
    if (width < 1024) expect(accordions).toBeGreaterThan(2);
    else expect(accordions).toBe(0);
    await expect(page.locator('.site-footer__column--accordion')).toHaveCount(accordions);
  });
}
