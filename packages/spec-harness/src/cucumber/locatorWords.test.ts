import { describe, expect, it } from 'vitest';
import { argumentText, locatorWords, parseLocator, roleWords, type LocatorCall } from './locatorWords.ts';

/** The words of a printed locator; what Playwright prints is read in readableSteps.test.ts with a real page. */
const wordsOf = (printed: string) => {
  const calls = parseLocator(printed);
  if (!calls) throw new Error(`not read: ${printed}`);
  return locatorWords(calls);
};
const targetOf = (printed: string) => wordsOf(printed).target;

describe('reading a printed locator back into its calls', () => {
  it('reads strings in any of the three quotes, with their escapes', () => {
    expect(parseLocator(`getByText('a').getByText("b").getByText(\`c\`)`)).toEqual([
      { method: 'getByText', args: ['a'] },
      { method: 'getByText', args: ['b'] },
      { method: 'getByText', args: ['c'] },
    ]);
    const [call] = parseLocator(String.raw`getByText('It\'s\nnew\u00a0here \\ \"ok\" \q')`) ?? [];
    expect(call?.args).toEqual(['It\'s\nnew\u00a0here \\ "ok" q']);
  });

  it('reads numbers, including several digits and decimals, and true and false', () => {
    expect(parseLocator('nth(12)')?.[0]?.args).toEqual([12]);
    expect(parseLocator('nth(-1)')?.[0]?.args).toEqual([-1]);
    expect(parseLocator("getByRole('slider', { value: 1.25 })")?.[0]?.args[1]).toEqual({ value: 1.25 });
    expect(parseLocator("getByRole('link', { exact: true, pressed: false })")?.[0]?.args[1]).toEqual({
      exact: true,
      pressed: false,
    });
  });

  it('reads a pattern whole: an escaped slash, a slash inside a class, and its flags', () => {
    const pattern = (printed: string) => parseLocator(printed)?.[0]?.args[0];
    expect(pattern(String.raw`getByText(/a\/b/)`)).toEqual(/a\/b/);
    expect(pattern('getByText(/[/]x/)')).toEqual(/[/]x/);
    expect(pattern('getByText(/[ab]c/iu)')).toEqual(/[ab]c/iu);
    expect(pattern('getByText(/Контакты/)')).toEqual(/Контакты/);
  });

  it('reads keys bare or quoted, and a trailing comma', () => {
    const options = (printed: string) => parseLocator(printed)?.[0]?.args[1];
    expect(options(`getByRole('link', { 'name': 'Блог', "exact": true })`)).toEqual({ name: 'Блог', exact: true });
    expect(options("getByRole('link', { name: 'Блог', })")).toEqual({ name: 'Блог' });
  });

  it('gives up on whatever is not a chain of calls with literal arguments, rather than reading half of it', () => {
    for (const printed of [
      "getByRole('link').oops",
      "getByRole('a')getByText('b')",
      "getByRole['link')",
      "12('ab')",
      'nth(a,1)',
      'nth(1.x)',
      "filter({ 12: 'ab' })",
      "filter({ name 'ab' })",
      "getByText('open",
      'getByText(/open)',
      'getByText(/[/)',
    ])
      expect(parseLocator(printed), printed).toBeUndefined();
  });
});

describe('a locator in words', () => {
  it('names a role’s element, with its level and name, or a landmark as a place', () => {
    expect(targetOf("getByRole('link')")).toBe('a link');
    expect(targetOf("getByRole('img', { name: 'Логотип' })")).toBe('an image named "Логотип"');
    expect(targetOf("getByRole('heading', { level: 2 })")).toBe('a heading of level 2');
    expect(targetOf("getByRole('link', { name: /блог/i })")).toBe('a link named matching /блог/i');
    expect(targetOf("getByRole('banner')")).toBe('the header');
    // A landmark looked up by its name is one of several: it is told as the element it is.
    expect(targetOf("getByRole('navigation', { name: 'Breadcrumbs' })")).toBe('a navigation named "Breadcrumbs"');
  });

  it('tells each other kind of lookup', () => {
    expect(targetOf("getByText('Пн–Пт')")).toBe('the text "Пн–Пт"');
    expect(targetOf("getByLabel('E-mail')")).toBe('the field labelled "E-mail"');
    expect(targetOf('getByLabel(/почта/i)')).toBe('the field labelled matching /почта/i');
    expect(targetOf("getByPlaceholder('Ваше имя')")).toBe('the field with the placeholder "Ваше имя"');
    expect(targetOf("getByAltText('Команда')")).toBe('the image described as "Команда"');
    expect(targetOf("getByTitle('Закрыть')")).toBe('the element titled "Закрыть"');
    expect(targetOf("getByTestId('map')")).toBe('the element marked "map" for tests');
    expect(targetOf("locator('.cookie-notice')")).toBe('the element ".cookie-notice"');
  });

  it('tells what narrows a lookup, and leaves out what a reader does not see', () => {
    expect(targetOf("getByRole('listitem').filter({ hasText: 'Москва' })")).toBe('a list item containing "Москва"');
    expect(targetOf("getByRole('listitem').filter({ hasText: /моск/i })")).toBe(
      'a list item containing a text matching /моск/i',
    );
    expect(targetOf("getByRole('listitem').filter({ hasNotText: 'Москва' })")).toBe(
      'a list item not containing "Москва"',
    );
    expect(targetOf("getByRole('article').nth(0)")).toBe('an article number 1');
    expect(targetOf("getByRole('article').last()")).toBe('an article the last one');
    expect(targetOf("getByRole('article').first()")).toBe('an article');
    const unusual: LocatorCall[] = [
      { method: 'getByRole', args: ['article'] },
      { method: 'filter', args: [] },
      { method: 'nth', args: [] },
    ];
    expect(locatorWords(unusual).target).toBe('an article');
  });

  it('tells where the last lookup looks, or no place when it is the page’s', () => {
    expect(wordsOf("getByRole('contentinfo').getByRole('link', { name: 'Блог' })")).toEqual({
      target: 'a link named "Блог"',
      place: 'the footer',
    });
    expect(wordsOf("getByRole('link', { name: 'Блог' }).first()")).toEqual({
      target: 'a link named "Блог"',
      place: undefined,
    });
    expect(wordsOf("getByRole('dialog').locator('form').getByLabel('Имя')")).toEqual({
      target: 'the field labelled "Имя"',
      place: 'the dialog the element "form"',
    });
  });
});

describe('the words for many elements of a role', () => {
  it('are its word in the plural', () => {
    expect(roleWords('link')).toBe('links');
    expect(roleWords('searchbox')).toBe('search fields');
    expect(roleWords('checkbox')).toBe('checkboxes');
    expect(roleWords('listbox')).toBe('list boxes');
    expect(roleWords('status')).toBe('statuses');
    expect(roleWords('switch')).toBe('switches');
  });
});

describe('an argument as text', () => {
  it('is a pattern as written, an object as JSON, anything else as itself', () => {
    expect(argumentText(/a\s+b/i)).toBe('/a\\s+b/i');
    expect(argumentText({ hasText: 'Пн' })).toBe('{"hasText":"Пн"}');
    expect(argumentText(2)).toBe('2');
    expect(argumentText('Блог')).toBe('Блог');
  });
});
