import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { startSiteServer, type SiteServer } from '../../tools/siteServer.ts';
import { pageHydrated } from '../../tools/pageHydrated.ts';

/**
 * Nothing a visitor typed reaches the server's log (docs/deployment.md, "Logs"): the feedback form sent
 * by the page's script and by a browser without JavaScript, a refused one, a search, a cookie and a
 * browser header, each carrying a marker made for this run, and then every line the server wrote — at
 * debug level, the most it writes — is searched for the markers. The test would fail if the request log
 * wrote a query, a body, a cookie or a header, or if an error or warning quoted what was posted; it
 * also checks that the requests were logged at all, so a silent log cannot pass it.
 */
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const marker = `mark${randomBytes(6).toString('hex')}`;
let site: SiteServer | undefined;

test.beforeAll(async () => {
  site = await startSiteServer({ LOG_LEVEL: 'debug', FORM_RATE_LIMIT: '1000' });
});
test.afterAll(async () => {
  await site?.stop();
});

async function fillFeedback(page: Page, email: string) {
  const form = page.getByRole('main').locator('form');
  await form.getByRole('textbox', { name: 'Name' }).fill(`Anna ${marker}name`);
  await form.getByRole('textbox', { name: 'Phone' }).fill('+44 20 7946 0000');
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByRole('textbox', { name: 'Company' }).fill(`${marker}company Ltd`);
  await form.getByRole('textbox', { name: /Tell us about your task/ }).fill(`A portal for dealers ${marker}message`);
  await form.getByRole('checkbox', { name: /I agree to the processing/ }).check();
  await form.getByRole('button', { name: 'Send request' }).click();
}

const confirmation = (page: Page) =>
  expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Thank you! A manager will contact you within one business day.',
  );

test('the feedback form sent by the page’s script', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: `Mozilla/5.0 ${marker}agent` });
  await context.addCookies([{ name: 'utm_source', value: `${marker}cookie`, url: site?.url ?? '' }]);
  const page = await context.newPage();
  await page.goto(`${site?.url}/en/feedback/`);
  await pageHydrated(page, 30_000);
  await fillFeedback(page, `${marker}script@example.com`);
  await confirmation(page);
  await context.close();
});

test('the feedback form posted by a browser without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${site?.url}/en/feedback/`);
  await fillFeedback(page, `${marker}noscript@example.com`);
  await confirmation(page);
  await context.close();
});

test('a refused form, and a search', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${site?.url}/en/feedback/`);
  await fillFeedback(page, `${marker}refused`);
  await expect(page.getByRole('main').getByRole('textbox', { name: 'E-mail' })).toHaveValue(`${marker}refused`);
  await page.goto(`${site?.url}/en/search/?q=${marker}search`);
  await context.close();
});

test('the server logged every request, and none of what was typed', () => {
  const output = site?.output() ?? '';
  const lines = output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string; method?: string; path?: string; status?: number });
  const requests = lines.filter((line) => line.msg === 'request');
  // The posts of both kinds, the refusal and the pages: logged, so the search below searched a real log.
  expect(
    requests.filter((line) => line.method === 'POST' && line.path === '/api/form_application/').length,
  ).toBeGreaterThanOrEqual(3);
  expect(requests.some((line) => line.path === '/en/search/')).toBe(true);
  expect(requests.some((line) => line.path === '/en/feedback/' && line.status === 200)).toBe(true);
  expect(output.toLowerCase()).not.toContain(marker);
});
