import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { searchIndexPaths } from '../../site/rules/searchIndex.ts';
import { pageHydrated } from '../../tools/pageHydrated.ts';

test.use({ baseURL: process.env.BASE_URL });

/**
 * Spec section 4 "Search block" and section 7: opening the header's search block loads the search
 * index if it is empty — the four files of the locale, asked for in the spec's order — and never
 * before, nor again when the block opens a second time. What a visitor sees of it (the pages of the four
 * sections, listed in that order) is features/search.feature's; the requests themselves are checked
 * here, and loadSearchIndex's own rules (one load per locale, a failure asked again) in
 * spec/unit/searchIndex.test.ts.
 */
function indexRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/api\/(?:en\/)?[^/]+\/search\.json$/.test(pathname)) requested.push(pathname);
  });
  return requested;
}

test('the search block asks for the four index files in the spec’s order, on its first opening only', async ({
  page,
}) => {
  const requested = indexRequests(page);
  await page.goto('/');
  await pageHydrated(page);
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Поиск', exact: true });
  const status = page.getByRole('banner').getByRole('status');
  expect(requested).toEqual([]);

  await toggle.click();
  await expect(status).toHaveAttribute('aria-busy', 'false');
  expect(requested).toEqual(searchIndexPaths('ru'));
  expect(requested).toEqual([
    '/api/services/search.json',
    '/api/solutions/search.json',
    '/api/portfolio-web-studii/search.json',
    '/api/blog/search.json',
  ]);

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(status).toHaveAttribute('aria-busy', 'false');
  expect(requested).toEqual(searchIndexPaths('ru'));
});
