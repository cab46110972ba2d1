import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { pageHydrated } from '../../tools/pageHydrated.ts';

test.use({ baseURL: process.env.BASE_URL });

/** Collects everything that would mean a broken page: console errors, page errors, failed requests. */
function watchForProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (request) =>
    problems.push(`request failed: ${request.url()} ${request.failure()?.errorText}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return problems;
}

async function openHydrated(page: Page, path: string) {
  await page.goto(path);
  await pageHydrated(page);
}

const homes = [
  { path: '/', lang: 'ru', heading: 'Цифровые продукты, которые продают', banner: '300+', switchTo: 'EN' },
  { path: '/en/', lang: 'en', heading: 'Digital products that sell', banner: '300+', switchTo: 'RU' },
];

for (const home of homes) {
  test(`the ${home.lang} home page loads, hydrates and shows its content without a single error`, async ({ page }) => {
    const problems = watchForProblems(page);
    await openHydrated(page, home.path);
    await expect(page.locator('html')).toHaveAttribute('lang', home.lang);
    await expect(page.getByRole('heading', { level: 1, name: home.heading })).toBeVisible();
    await expect(page.getByRole('heading', { name: new RegExp(`${home.banner.replace('+', '\\+')}$`) })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(problems).toEqual([]);
  });
}

test('the language switch leads to the same page in the other locale, by client-side navigation', async ({ page }) => {
  const problems = watchForProblems(page);
  await openHydrated(page, '/');
  await page.getByRole('navigation', { name: 'Язык сайта' }).getByRole('link', { name: 'EN' }).click();
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Digital products that sell' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(problems).toEqual([]);
});

test('every page declares its canonical URL and its alternates in both languages', async ({ page }) => {
  await openHydrated(page, '/en/');
  const links = await page
    .locator('link[rel="canonical"], link[rel="alternate"]')
    .evaluateAll((elements) =>
      elements.map((element) =>
        [element.getAttribute('rel'), element.getAttribute('hreflang'), element.getAttribute('href')]
          .filter(Boolean)
          .join(' '),
      ),
    );
  expect(links).toEqual([
    'canonical https://severny-kod-en.example/en/',
    'alternate ru https://severny-kod.example/',
    'alternate en https://severny-kod-en.example/en/',
    'alternate x-default https://severny-kod.example/',
  ]);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /online stores/);
});
