import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { RECOVERABLE_ERROR } from '../../site/components/navigation/reportRecoverableError.ts';
import { pageHydrated } from '../../tools/pageHydrated.ts';

/**
 * React 19 renders every page on the server and hydrates it in the browser (decision 016). Checked here
 * on the built site: hydration adopts the server's markup without a mismatch (React's recoverable
 * errors are logged by site/pages/+react.client.ts), element ids from `useId` stay the server's, and
 * state that differs between server and browser (the footer's form, the scroll-to-top control) settles
 * after hydration.
 */
test.use({ baseURL: process.env.BASE_URL });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1350, height: 940 };

async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await pageHydrated(page);
}

/** Every id that an aria-* reference, a label's `for` or an in-page link names, missing from the document. */
function danglingReferences(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const missing: string[] = [];
    const attributes = ['aria-controls', 'aria-labelledby', 'aria-describedby', 'aria-owns', 'for'];
    for (const attribute of attributes) {
      for (const element of document.querySelectorAll(`[${attribute}]`)) {
        for (const id of (element.getAttribute(attribute) ?? '').split(/\s+/u).filter(Boolean)) {
          if (!document.getElementById(id)) missing.push(`${element.tagName.toLowerCase()}[${attribute}=${id}]`);
        }
      }
    }
    for (const link of document.querySelectorAll('a[href^="#"]')) {
      const id = decodeURIComponent((link.getAttribute('href') ?? '').slice(1));
      if (id && !document.getElementById(id)) missing.push(`a[href=#${id}]`);
    }
    return missing;
  });
}

function duplicateIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    return ids.filter((id, index) => ids.indexOf(id) !== index);
  });
}

/** Ids in the HTML as the server sent it. */
async function serverIds(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  return [...html.matchAll(/\sid="([^"]+)"/gu)].map((match) => match[1] ?? '');
}

const pages = ['/', '/en/', '/services/sozdanie-saytov/', '/feedback/', '/portfolio-web-studii/almaz-jewelry-shop/'];

for (const path of pages) {
  test(`${path}: hydration keeps every id of the server's markup, and every reference resolves`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith(RECOVERABLE_ERROR)) errors.push(message.text());
    });
    await page.setViewportSize(DESKTOP);
    const sent = await serverIds(page, path);
    await openHydrated(page, path);
    const present = await page.locator('[id]').evaluateAll((elements) => elements.map((element) => element.id));
    expect(sent.filter((id) => !present.includes(id))).toEqual([]);
    expect(await danglingReferences(page)).toEqual([]);
    expect(await duplicateIds(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('elements that appear after hydration point at the ids the server gave their controls', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openHydrated(page, '/');
  // The mobile menu's dialog is rendered on the first opening, its toggle came from the server.
  const toggle = page.locator('button[aria-controls][aria-expanded]').filter({ visible: true }).first();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const controlled = (await toggle.getAttribute('aria-controls')) ?? '';
  await expect(page.locator(`[id="${controlled}"]`)).toHaveCount(1);
  expect(await danglingReferences(page)).toEqual([]);
  expect(await duplicateIds(page)).toEqual([]);
});

test('a page opened at phone width hydrates the desktop footer, then turns it into accordions', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openHydrated(page, '/');
  const footer = page.getByRole('contentinfo');
  // The accordions' buttons exist only in the phone form; the server rendered the desktop one.
  const sectionButtons = footer.locator('button[aria-expanded]');
  await expect(sectionButtons.first()).toBeVisible();
  const first = sectionButtons.first();
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  const panel = (await first.getAttribute('aria-controls')) ?? '';
  await expect(page.locator(`[id="${panel}"]`)).toBeVisible();
  expect(await danglingReferences(page)).toEqual([]);
});

test('a page reloaded past its middle shows the scroll-to-top control after hydration', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await openHydrated(page, '/');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.reload();
  await pageHydrated(page);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(page.locator('.scroll-to-top')).toBeVisible();
});

test('a form sent empty focuses its first field and links its error summary to the fields the server rendered', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await openHydrated(page, '/feedback/');
  // The fields and their ids come from the server's markup; the summary and the focus come after.
  await page.getByRole('main').locator('button[type="submit"]').click();
  await expect(page.getByRole('main').locator('a[href^="#"]').first()).toBeVisible();
  expect(await page.evaluate(() => document.activeElement?.tagName)).toMatch(/^(INPUT|TEXTAREA|SELECT)$/u);
  expect(await danglingReferences(page)).toEqual([]);
});

test('markup the browser would render differently is reported as a recoverable error, never silently redone', async ({
  page,
}) => {
  // The server's HTML is altered in flight, as a stale cache or a render that depends on the clock would.
  await page.route('**/en/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('Skip to content', 'Skip to the content');
    await route.fulfill({ response, body: html });
  });
  const recovered: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith(RECOVERABLE_ERROR)) recovered.push(message.text());
  });
  await openHydrated(page, '/en/');
  await expect.poll(() => recovered.length).toBeGreaterThan(0);
  // React threw the server's markup away and rendered the page itself: the text is the browser's again.
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeAttached();
});
