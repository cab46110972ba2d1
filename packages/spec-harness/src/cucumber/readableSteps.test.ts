import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { chromium, expect as playwrightExpect, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, findHeadlessChromium } from './chromium.ts';
import { argumentText, locatorWords, parseLocator, type LocatorCall } from './locatorWords.ts';
import { foundInstead, roleNames } from './foundInstead.ts';
import { readableError, readableSteps, type ReadableStepsOptions } from './readableSteps.ts';

// Real Playwright failures, on a real page: what the wrapper reads is what Playwright throws.
const SITE = 'http://site.test';
/** More services than a failure names (twelve), one of them with a name longer than a line of it shows. */
const SERVICES = [
  'Интернет-магазины',
  'Корпоративные сайты',
  'B2B-порталы',
  'Мобильные приложения для iOS',
  'Мобильные приложения для Android',
  'Внедрение Битрикс24',
  'Техническая поддержка',
  'UX/UI-дизайн',
  'Интеграция с 1С',
  'Аудит и консалтинг',
  'SEO-продвижение',
  'Контекстная реклама',
  'Комплексная поддержка интернет-магазинов и корпоративных сайтов на 1С-Битрикс круглосуточно',
  'Аналитика',
];
const PAGE = `<!doctype html><html lang="ru"><body>
  <header><a href="/">Северный Код — на главную</a><a href="tel:+74950000000">Позвонить по номеру +7 (495) 000-00-00</a>
    <a href="/contacts/">Контакты</a><button>Поиск</button></header>
  <main><h1>Контакты</h1><p>Часы работы: Пн–Пт, 9:00–19:00</p><p>Поддержка отвечает круглосуточно</p>
    <a href="/feedback/">Написать нам</a>
    <a href="https://www.openstreetmap.org/">Открыть на карте<span style="position:absolute;clip:rect(0 0 0 0)">: Москва</span></a></main>
  <nav aria-label="Услуги">${SERVICES.map((name) => `<a href="/services/">${name}</a>`).join('')}</nav>
  <aside> </aside>
  <footer><a href="/policy/">Политика конфиденциальности</a></footer>
</body></html>`;

let browser: Browser;
let page: Page;
const root = fileURLToPath(new URL('../../../..', import.meta.url));
const world = { page: () => page };
const options: ReadableStepsOptions = {
  root,
  page: (of) => (of as typeof world).page(),
  baseUrl: () => SITE,
};
/** What a step wrapped by readableSteps throws when its code throws what `code` throws. */
const failureOf = async (code: () => Promise<unknown>, extra: Partial<ReadableStepsOptions> = {}) => {
  const step = readableSteps({ ...options, ...extra })(code);
  const error = await Promise.resolve(step.call(world)).then(
    () => assert.fail('the step passed'),
    (thrown: unknown) => thrown,
  );
  assert(error instanceof Error);
  return error;
};
// The page is still (one document, nothing loading): what is not there now never comes, so each
// failure waits no longer than a few of Playwright's checks take.
const expectBriefly = playwrightExpect.configure({ timeout: 300 });

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: findHeadlessChromium(), args: CHROMIUM_ARGS });
  page = await browser.newPage();
  await page.route(`${SITE}/**`, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: PAGE }));
  await page.goto(`${SITE}/search/?q=${encodeURIComponent('битрикс')}`);
}, 30_000);
afterAll(async () => browser.close());

describe('a failed step, as the analyst reads it', () => {
  it('says which link it looked for, where, and the names of the links that are there', async () => {
    const error = await failureOf(() =>
      expectBriefly(page.getByRole('banner').getByRole('link', { name: 'Позвонить нам', exact: true })).toHaveAttribute(
        'href',
        'tel:+74950000001',
      ),
    );
    expect(error.message).toMatch(/\nStep code: packages\/spec-harness\/src\/cucumber\/readableSteps\.test\.ts:\d+$/);
    expect(error.message.split('\n').slice(0, 3).join('\n')).toBe(
      [
        'Expected:  a link named "Позвонить нам" in the header leads to "tel:+74950000001"',
        'Found:     no link named "Позвонить нам" in the header; the links in the header are named ' +
          '"Северный Код — на главную", "Позвонить по номеру +7 (495) 000-00-00", "Контакты"',
        'Waited:    0.3 s',
      ].join('\n'),
    );
    // No selector, call log or stack trace: the stack is the message.
    expect(error.stack).toBe(error.message);
  });

  it("labels a step's own words as what it expected, and shows an address as a scenario writes it", async () => {
    const error = await failureOf(() =>
      expectBriefly(page, 'the address in the browser is /feedback/').toHaveURL(`${SITE}/feedback/`),
    );
    expect(error.message.split('\n').slice(0, 3)).toEqual([
      'Expected:  the address in the browser is /feedback/',
      'Found:     the address is /search/?q=битрикс',
      'Waited:    0.3 s',
    ]);
  });

  it('names the texts nearest to one it did not find', async () => {
    const error = await failureOf(() =>
      expectBriefly(page.getByRole('main').getByText('Мы работаем круглосуточно').first()).toBeVisible(),
    );
    expect(error.message).toContain('Expected:  the text "Мы работаем круглосуточно" in the main content is shown');
    expect(error.message.split('\n')[1]).toBe(
      'Found:     no text "Мы работаем круглосуточно" in the main content; the texts in the main content nearest to it: ' +
        '"Поддержка отвечает круглосуточно", "Часы работы: Пн–Пт, 9:00–19:00", "Написать нам Открыть на карте" (and 2 more)',
    );
  });

  it('names the names nearest to the one wanted first when there are more than it shows, each cut to a line', async () => {
    const error = await failureOf(() =>
      expectBriefly(page.getByRole('navigation').getByRole('link', { name: 'Мобильное приложение' })).toBeVisible(),
    );
    const found = error.message.split('\n')[1] ?? '';
    // Most alike first; equally alike ones in page order; the two least alike left out.
    expect(found).toBe(
      'Found:     no link named "Мобильное приложение" in the navigation; the links in the navigation are named ' +
        '"Мобильные приложения для iOS", "Мобильные приложения для Android", "Внедрение Битрикс24", "SEO-продвижение", ' +
        '"Техническая поддержка", "Комплексная поддержка интернет-магазинов и корпоративных сайтов на 1С-Битрикс к…", ' +
        '"Корпоративные сайты", "Интернет-магазины", "B2B-порталы", "UX/UI-дизайн", "Интеграция с 1С", "Аудит и консалтинг" (and 2 more)',
    );
    const byPattern = await failureOf(() =>
      expectBriefly(page.getByRole('navigation').getByRole('link', { name: /битрикс 24/i })).toBeVisible(),
    );
    expect(byPattern.message.split('\n')[1]).toMatch(/are named "Внедрение Битрикс24", /);
  });

  it('names every name, in page order and whole, when there are no more than it shows', async () => {
    const twelve = [
      ...SERVICES.slice(0, 11),
      'Комплексная техническая поддержка интернет-магазинов на 1С-Битрикс круглосуточно',
    ];
    expect(twelve[11]).toHaveLength(80);
    const other = await browser.newPage();
    await other.setContent(
      `<nav aria-label="Услуги">${twelve.map((name) => `<a href="/">${name}</a>`).join('')}</nav>`,
    );
    const error = await failureOf(
      () =>
        expectBriefly(other.getByRole('navigation').getByRole('link', { name: 'Мобильное приложение' })).toBeVisible(),
      { page: () => other },
    );
    expect(error.message.split('\n')[1]).toBe(
      `Found:     no link named "Мобильное приложение" in the navigation; the links in the navigation are named ${twelve.map((name) => `"${name}"`).join(', ')}`,
    );
    await other.setContent('<main></main>');
    const empty = await failureOf(() => expectBriefly(other.getByText('Новости')).toBeVisible(), { page: () => other });
    expect(empty.message.split('\n')[1]).toBe('Found:     no text "Новости"; the page shows no text');
    await other.close();
  });

  it('does not look around for what no reader sees, such as a test id', async () => {
    const error = await failureOf(() => expectBriefly(page.getByRole('main').getByTestId('map')).toBeVisible());
    expect(error.message.split('\n')[1]).toBe('Found:     no element marked "map" for tests in the main content');
  });

  it('says when the place has none of the role, or no text at all', async () => {
    const role = await failureOf(() =>
      expectBriefly(page.getByRole('banner').getByRole('checkbox', { name: 'Согласен' })).toBeVisible(),
    );
    expect(role.message.split('\n')[1]).toBe(
      'Found:     no checkbox named "Согласен" in the header; there are no checkboxes in the header at all',
    );
    const text = await failureOf(() =>
      expectBriefly(page.getByRole('complementary').getByText('Новости')).toBeVisible(),
    );
    expect(text.message.split('\n')[1]).toBe(
      'Found:     no text "Новости" in the side panel; the side panel shows no text',
    );
  });

  it('does not guess what a pattern of text, or a locator it cannot rebuild, would have found', async () => {
    const error = await failureOf(() => expectBriefly(page.getByRole('main').getByText(/с 10:00/)).toBeVisible());
    expect(error.message.split('\n')[1]).toBe('Found:     no text matching /с 10:00/ in the main content');
    const inFrame: LocatorCall[] = [
      { method: 'frameLocator', args: ['iframe'] },
      { method: 'getByRole', args: ['link', { name: 'Контакты' }] },
    ];
    expect(await foundInstead(page, inFrame)).toBeUndefined();
    expect(await foundInstead(page, [])).toBeUndefined();
  });

  it('says what a link that is there leads to instead', async () => {
    const error = await failureOf(() =>
      expectBriefly(page.getByRole('main').getByRole('link', { name: 'Написать нам' })).toHaveAttribute(
        'href',
        '/contacts/',
      ),
    );
    expect(error.message.split('\n').slice(0, 2)).toEqual([
      'Expected:  a link named "Написать нам" in the main content leads to "/contacts/"',
      'Found:     it leads to "/feedback/"',
    ]);
  });

  it('says what an action could not find, and the buttons there are', async () => {
    const error = await failureOf(() =>
      page.getByRole('button', { name: 'Найти', exact: true }).click({ timeout: 300 }),
    );
    expect(error.message.split('\n').slice(0, 3)).toEqual([
      'Expected:  to click a button named "Найти"',
      'Found:     no button named "Найти"; the buttons on the page are named "Поиск"',
      'Waited:    0.3 s',
    ]);
  });

  it('names links whose names hold a colon too (the snapshot quotes those lines)', async () => {
    const error = await failureOf(() =>
      expectBriefly(
        page.getByRole('main').getByRole('link', { name: 'Открыть на карте: Москва', exact: true }),
      ).toBeVisible(),
    );
    expect(error.message.split('\n')[1]).toBe(
      'Found:     no link named "Открыть на карте: Москва" in the main content; the links in the main content are named ' +
        '"Написать нам", "Открыть на карте : Москва"',
    );
    expect(
      roleNames(
        `- main:\n  - link "Написать нам":\n  - 'link "Открыть на карте : Москва"':\n  - 'link "It''s: here"'\n  - button "Поиск"`,
        'link',
      ),
    ).toEqual(['Написать нам', 'Открыть на карте : Москва', "It's: here"]);
    expect(roleNames('- link ""\n- link\n- link "Say \\"hi\\""', 'link')).toEqual(['Say "hi"']);
  });

  it('says when the place it looked in is missing too', async () => {
    const error = await failureOf(() =>
      expectBriefly(page.getByRole('dialog').getByRole('button', { name: 'Закрыть' })).toBeVisible(),
    );
    expect(error.message).toContain(
      'Found:     no button named "Закрыть" in the dialog; the dialog is not on the page either',
    );
  });

  it('counts what it counted', async () => {
    const error = await failureOf(() => expectBriefly(page.getByRole('banner').getByRole('link')).toHaveCount(4));
    expect(error.message.split('\n').slice(0, 2)).toEqual(['Expected:  4 of: a link in the header', 'Found:     3']);
  });

  it("keeps a step's own assertion as it is worded, without its stack", async () => {
    const error = await failureOf(async () =>
      assert.equal(200, 404, 'the page opened last answered with the status 200, not 404'),
    );
    expect(error.message).toMatch(/^Failed: {4}the page opened last answered with the status 200, not 404\n/);
    expect(error.message).toMatch(/\nStep code: packages\/spec-harness\/src\/cucumber\/readableSteps\.test\.ts:\d+$/);
    expect(error.message).not.toMatch(/^\s+at /m);
  });

  it('keeps the original stack below the message when asked to', async () => {
    const error = await failureOf(async () => assert.fail('broken'), { stacks: true });
    expect(error.stack).toMatch(
      /^Failed: {4}broken\nStep code: .+\n\nAssertionError \[ERR_ASSERTION\]: broken\n {4}at /,
    );
  });

  it('lets what is not an Error through, and a passing step return what it returns', async () => {
    expect(await readableError('pending', world, options)).toBe('pending');
    expect(await readableSteps(options)(async () => 'skipped').call(world)).toBe('skipped');
  });

  it('reports without looking around when the scenario has no page', async () => {
    const error = await readableError(
      await expectBriefly(page.getByRole('link', { name: 'Нет такой' }))
        .toBeVisible()
        .catch((thrown: unknown) => thrown),
      {},
      { ...options, page: () => assert.fail('This scenario has no browser') },
    );
    expect((error as Error).message.split('\n')[1]).toBe('Found:     no link named "Нет такой"');
  });
});

describe('a printed locator, read back', () => {
  it('reads every name Playwright prints, whatever its characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1 }), fc.boolean(), (name, exact) => {
        const calls = parseLocator(page.getByRole('banner').getByRole('link', { name, exact }).toString());
        expect(calls).toEqual([
          { method: 'getByRole', args: ['banner'] },
          { method: 'getByRole', args: ['link', exact ? { name, exact: true } : { name }] },
        ]);
      }),
    );
  });

  it('reads texts, patterns, positions and filters', () => {
    const calls = parseLocator(
      page
        .getByRole('main')
        .getByText(/часы\s+работы/i)
        .filter({ hasText: 'Пн' })
        .nth(2)
        .toString(),
    );
    expect(calls?.map(({ method }) => method)).toEqual(['getByRole', 'getByText', 'filter', 'nth']);
    expect(argumentText(calls?.[1]?.args[0])).toBe('/часы\\s+работы/i');
    expect(locatorWords(calls ?? [])).toEqual({
      target: 'a text matching /часы\\s+работы/i containing "Пн" number 3',
      place: 'the main content',
    });
    expect(
      locatorWords(parseLocator(page.getByRole('heading', { name: 'Контакты', level: 1 }).toString()) ?? []),
    ).toEqual({ target: 'a heading of level 1 named "Контакты"', place: undefined });
  });

  it('gives up on what is not a chain of calls', () => {
    expect(parseLocator('')).toBeUndefined();
    expect(parseLocator("getByRole('link'")).toBeUndefined();
    expect(parseLocator('getByRole(window.name)')).toBeUndefined();
    expect(parseLocator("getByRole('link').")).toBeUndefined();
  });
});
