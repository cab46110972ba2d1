import { expect, test } from './fixtures.ts';
import { PAGE_TEMPLATES, routeFamilies } from '../../site/routes/routeTable.ts';
import { COOKIE_NOTICE_ACCEPTED, COOKIE_NOTICE_COOKIE } from '../../site/rules/cookieNotice.ts';
import { BREAKPOINT_WIDTHS, familyPages } from '../../tools/visual/pageFamilies.ts';
import { VISUAL_WIDTHS, settleForScreenshot } from '../../tools/visual/visualPages.ts';
import { findingsAt } from './slipFindings.ts';

/**
 * A test that reads like a visitor: the first screen of one page of every look the site
 * has — each page template under each layout and site variant it is used with (the Bitrix24 and
 * support layouts, the testing brand) and the not-found screen — in both locales, at a phone, a tablet
 * and a desktop width, compared with the baselines committed in spec/visual-baselines/. A change a
 * visitor would see fails here, with the expected, actual and diff images in the report
 * (reports/playwright/, and test-results/); after a change made on purpose, `npm run visual:update`
 * writes the new baselines to commit. The tolerance (playwright.config.ts) survives font hinting, not a
 * moved block. On the same load, one page of every route family (a look's other families too) is
 * checked at every width of spec section 9 for the slips of slipFindings.ts: a figure broken or parted
 * from its unit, a heading twice, a card alone on its row, an alt text twice. Every family at every
 * width is photographed, without comparison, by `npm run visual:shots`.
 */

/** What decides how a page looks: its template, its layout and its site variant. */
const lookOf = (family: string) => {
  if (family === 'notFound') return 'notFound';
  const route: { template: string; layout: string; variant?: string } =
    routeFamilies[family as keyof typeof routeFamilies];
  return [route.template, route.layout, route.variant ?? ''].join(' ');
};
const seen = new Set<string>();
const everyFamily = familyPages();
/** The pages photographed: the first of each look in each locale. */
const pages = everyFamily.filter(({ family, locale }) => {
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

test('the slip checks find each slip in a page made to have them', async ({ page }) => {
  await page.setContent(`<main>
    <p data-figure style="width: 40px; font-size: 40px; overflow-wrap: anywhere">300+</p>
    <p data-figure style="width: min-content; font-size: 20px">85 человек</p>
    <p style="width: min-content; font-size: 20px">звонок через 7 минут</p>
    <p style="width: min-content; font-size: 20px">звонок через 7\u00a0минут, на 35\u00a0% в Битрикс24 и 24/7 в 10:00\u00a0МСК</p>
    <h2>Технологии</h2><h2>Технологии</h2>
    <ul style="display: grid; grid-template-columns: repeat(2, 100px)"><li>a</li><li>b</li><li>c</li></ul>
    <ul style="display: grid; grid-template-columns: repeat(2, 100px)"><li>a</li><li>b</li></ul>
    <img alt="Логотип: Уют" src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><img alt="Логотип: Уют" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
  </main>`);
  expect(await findingsAt(page, 320)).toEqual([
    '320 px: a figure breaks: "300+" breaks between "0" and "0"',
    '320 px: a figure is parted from its unit: "…85 человек…" parts "5" from "человек"',
    '320 px: a figure is parted from its unit: "…вонок через 7 минут…" parts "7" from "минут"',
    '320 px: two sections are headed "Технологии"',
    '320 px: a card is alone on its row in <ul>: 3 items in 2 columns',
    '320 px: two pictures say "Логотип: Уют"',
  ]);
});

const slips = 'no figure is broken or parted from its unit, no heading repeated, no card alone and no alt text twice';

for (const { family, locale, path } of everyFamily) {
  const photographed = pages.some((shot) => shot.family === family && shot.locale === locale);
  const name = photographed
    ? `${family} (${locale}, ${path}) looks as its baselines at ${VISUAL_WIDTHS.join(', ')} px, and ${slips} at any width`
    : `${family} (${locale}, ${path}): ${slips} at any width`;
  test(name, async ({ page, context }) => {
    // The visitor has accepted cookies: the notice would otherwise arrive mid-shot, 5 s in.
    await context.addCookies([
      { name: COOKIE_NOTICE_COOKIE, value: COOKIE_NOTICE_ACCEPTED, url: process.env.BASE_URL ?? '' },
    ]);
    // One load, then each width in turn (the page follows the width as a resized window does): the
    // screenshots first, at the widths they were taken at, then the slips at every width.
    await page.setViewportSize({ width: VISUAL_WIDTHS[0] ?? 375, height: 900 });
    const response = await page.goto(path);
    expect(response?.status(), `${path} answers`).toBeLessThan(family === 'notFound' ? 500 : 400);
    await settleForScreenshot(page);
    // Every width is compared even when an earlier one differs, and the slips are checked even then.
    if (photographed)
      for (const width of VISUAL_WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await settleForScreenshot(page);
        await expect.soft(page).toHaveScreenshot(`${family}-${locale}-${width}.png`);
      }
    const findings: string[] = [];
    for (const width of BREAKPOINT_WIDTHS) findings.push(...(await findingsAt(page, width)));
    expect(findings).toEqual([]);
  });
}
