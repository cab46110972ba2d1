import { expect, test } from './fixtures.ts';
import { PAGE_TEMPLATES, routeFamilies } from '../../site/routes/routeTable.ts';
import { COOKIE_NOTICE_ACCEPTED, COOKIE_NOTICE_COOKIE } from '../../site/rules/cookieNotice.ts';
import { familyPages } from '../../tools/visual/pageFamilies.ts';
import { VISUAL_WIDTHS, settleForScreenshot } from '../../tools/visual/visualPages.ts';

/**
 * A test that reads like a visitor: the first screen of one page of every look the site
 * has — each page template under each layout and site variant it is used with (the Bitrix24 and
 * support layouts, the testing brand) and the not-found screen — in both locales, at a phone, a tablet
 * and a desktop width, compared with the baselines committed in spec/visual-baselines/. A change a
 * visitor would see fails here, with the expected, actual and diff images in the report
 * (reports/playwright/, and test-results/); after a change made on purpose, `npm run visual:update`
 * writes the new baselines to commit. The tolerance (playwright.config.ts) survives font hinting, not a
 * moved block. Every family at every width of spec section 9 is photographed, without comparison, by
 * `npm run visual:shots`, and checked for slips at each of them by slips.spec.ts.
 */

/** What decides how a page looks: its template, its layout and its site variant. */
const lookOf = (family: string) => {
  if (family === 'notFound') return 'notFound';
  const route: { template: string; layout: string; variant?: string } =
    routeFamilies[family as keyof typeof routeFamilies];
  return [route.template, route.layout, route.variant ?? ''].join(' ');
};
const seen = new Set<string>();
const pages = familyPages().filter(({ family, locale }) => {
  const key = `${lookOf(family)} ${locale}`;
  if (seen.has(key)) return false;
  seen.add(key);
  return true;
});

test.use({ baseURL: process.env.BASE_URL });
// A page a test, each on its own: the tests of this file share the workers instead of taking one whole.
test.describe.configure({ mode: 'parallel' });

test('the suite photographs every look of the site in both locales', () => {
  const looks = new Set(pages.map(({ family }) => lookOf(family)));
  const everyLook = new Set([...Object.keys(routeFamilies), 'notFound'].map(lookOf));
  expect([...looks].sort()).toEqual([...everyLook].sort());
  expect([...looks].map((look) => look.split(' ')[0]).sort()).toEqual(
    expect.arrayContaining([...PAGE_TEMPLATES, 'notFound'].sort()),
  );
  expect(pages).toHaveLength(looks.size * 2);
});

for (const { family, locale, path } of pages)
  test(`${family} (${locale}, ${path}) looks as its baselines at ${VISUAL_WIDTHS.join(', ')} px`, async ({
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
      await expect.soft(page).toHaveScreenshot(`${family}-${locale}-${width}.png`);
    }
  });
