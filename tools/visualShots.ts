/**
 * `npm run visual:shots`: a full-page screenshot of one page of every route family (and the not-found
 * screen) in both locales at every width of spec section 9, into reports/visual/, to look
 * at the site as a designer would. The built site is started on its own port (`npm run build` first);
 * nothing is compared: spec/e2e/visual.spec.ts compares the first screens against their baselines.
 */
import { mkdir } from 'node:fs/promises';
import { chromium } from 'playwright';
import { COOKIE_NOTICE_ACCEPTED, COOKIE_NOTICE_COOKIE } from '../site/rules/cookieNotice.ts';
import { CHROMIUM_ARGS, findHeadlessChromium } from 'spec-harness/cucumber';
import { BREAKPOINT_WIDTHS, familyPages } from './visual/pageFamilies.ts';
import { startSiteServer } from './siteServer.ts';
import { settleForScreenshot } from './visual/visualPages.ts';

const OUT = 'reports/visual';
const server = await startSiteServer();
const browser = await chromium.launch({ executablePath: findHeadlessChromium(), args: CHROMIUM_ARGS });
let written = 0;
try {
  const context = await browser.newContext();
  await context.addCookies([{ name: COOKIE_NOTICE_COOKIE, value: COOKIE_NOTICE_ACCEPTED, url: server.url }]);
  const page = await context.newPage();
  for (const { family, locale, path } of familyPages()) {
    await mkdir(`${OUT}/${locale}`, { recursive: true });
    await page.goto(`${server.url}${path}`);
    await settleForScreenshot(page);
    for (const width of BREAKPOINT_WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      // Lazy pictures further down load as the page is scrolled through once.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      await page.screenshot({
        path: `${OUT}/${locale}/${family}-${width}.png`,
        fullPage: true,
        animations: 'disabled',
      });
      written += 1;
    }
    console.log(`  ${locale} ${family} (${path}): ${BREAKPOINT_WIDTHS.length} widths`);
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(
  `${written} screenshots in ${OUT}/ (every route family, both locales, ${BREAKPOINT_WIDTHS.join(', ')} px).`,
);
