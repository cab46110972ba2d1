import type { Page } from '@playwright/test';
import { pageHydrated } from '../pageHydrated.ts';

/** The widths the visual suite compares: a phone, a tablet and a desktop of spec section 9. */
export const VISUAL_WIDTHS = [375, 768, 1280];

/**
 * Waits until a page looks as it will stay: hydrated, its fonts and the pictures of its first screen
 * loaded. Animations are stopped by the screenshot itself, and toHaveScreenshot compares captures until
 * two in a row agree, so nothing that arrives later is photographed half-done. No wait for the network
 * to fall quiet: Playwright's 'networkidle' is 500 ms without a request, a fifth of the visual suite's
 * time, for requests (the analytics counter, parts below the first screen) that change nothing in view.
 */
export async function settleForScreenshot(page: Page): Promise<void> {
  await pageHydrated(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
    const inView = [...document.images].filter((image) => image.getBoundingClientRect().top < window.innerHeight);
    await Promise.all(inView.map((image) => image.decode().catch(() => undefined)));
  });
}
