import { expect, test } from '@playwright/test';
import { PAGE_TEMPLATES, routeFamilies } from '../../site/routes/routeTable.ts';
import { COOKIE_NOTICE_ACCEPTED, COOKIE_NOTICE_COOKIE } from '../../site/rules/cookieNotice.ts';
import { familyPages } from '../support/pageFamilies.ts';
import { VISUAL_WIDTHS, settleForScreenshot } from '../support/visualPages.ts';

/**
 * Issue 23, "a test that reads like a visitor": the first screen of one page of every page template
 * (and the not-found screen), in both locales, at a phone, a tablet and a desktop width, compared with
 * the baselines committed in spec/visual-baselines/. A change a visitor would see fails here, with the
 * expected, actual and diff images in the report (reports/playwright/, and test-results/); after a
 * change made on purpose, `npm run visual:update` writes the new baselines to commit. The tolerance
 * (playwright.config.ts) survives font hinting, not a moved block. Every family at every width of spec
 * section 9 is photographed, without comparison, by `npm run visual:shots`.
 */

const templateOf = (family: string) =>
  family === 'notFound' ? 'notFound' : routeFamilies[family as keyof typeof routeFamilies].template;
const seen = new Set<string>();
const pages = familyPages().filter(({ family, locale }) => {
  const key = `${templateOf(family)} ${locale}`;
  if (seen.has(key)) return false;
  seen.add(key);
  return true;
});

test.use({ baseURL: process.env.BASE_URL });

test('the suite photographs every page template in both locales', () => {
  const templates = new Set(pages.map(({ family }) => templateOf(family)));
  expect([...templates].sort()).toEqual([...PAGE_TEMPLATES, 'notFound'].sort());
  expect(pages).toHaveLength(templates.size * 2);
});

for (const { family, locale, path } of pages)
  test(`${templateOf(family)} (${locale}, ${path}) looks as its baselines at ${VISUAL_WIDTHS.join(', ')} px`, async ({
    page,
    context,
  }) => {
    // The visitor has accepted cookies: the notice would otherwise arrive mid-shot, 5 s in.
    await context.addCookies([
      { name: COOKIE_NOTICE_COOKIE, value: COOKIE_NOTICE_ACCEPTED, url: process.env.BASE_URL ?? '' },
    ]);
    // One load, then each width in turn (the page follows the width as a resized window does): a third
    // of the loads, and every width is compared even when an earlier one differs.
    await page.setViewportSize({ width: VISUAL_WIDTHS[0] ?? 375, height: 900 });
    await page.goto(path);
    for (const width of VISUAL_WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await settleForScreenshot(page);
      await expect.soft(page).toHaveScreenshot(`${templateOf(family)}-${locale}-${width}.png`);
    }
  });
