import { describe, expect, it } from 'vitest';
import { failureText, readFailure } from './readableFailure.ts';

const root = '/work/site/';
const options = { root, baseUrl: 'http://127.0.0.1:3000' };
const STACK = [
  '    at captureRawStack (/work/site/node_modules/playwright-core/lib/coreBundle.js:9551:17)',
  '    at SiteWorld.theStep (/work/site/features/steps/page_steps.ts:89:76)',
].join('\n');

/** An error shaped as Playwright's expect throws it: its message, and the matcher's result. */
function expectError(message: string, matcherResult: Record<string, unknown>): Error {
  return Object.assign(new Error(message), { matcherResult, stack: `Error: ${message}\n${STACK}` });
}
const read = (error: unknown) => {
  const reading = readFailure(error, options);
  return reading && failureText(reading);
};

describe('a Playwright failure, retold', () => {
  it('says the opposite of a negated check', () => {
    const error = expectError(
      "expect(locator).not.toBeVisible() failed\n\nLocator: getByRole('dialog')\nExpected: not visible\nReceived: visible\nTimeout: 5000ms",
      { name: 'toBeVisible', pass: true, expected: 'visible', actual: 'visible' },
    );
    expect(read(error)).toBe(
      [
        'Expected:  the dialog is not shown',
        'Found:     it is shown',
        'Waited:    5 s',
        'Step code: features/steps/page_steps.ts:89',
      ].join('\n'),
    );
  });

  it('says that an element is there but hidden', () => {
    const error = expectError(
      "expect(locator).toBeVisible() failed\n\nLocator: getByRole('button', { name: 'Поиск' })\nExpected: visible\nReceived: hidden\nTimeout: 2000ms",
      { name: 'toBeVisible', pass: false, expected: 'visible', actual: 'hidden' },
    );
    expect(read(error)?.split('\n').slice(0, 3)).toEqual([
      'Expected:  a button named "Поиск" is shown',
      'Found:     it is there, but not shown',
      'Waited:    2 s',
    ]);
  });

  it('reads a text, a title and an address that are not the expected ones', () => {
    const text = expectError(
      'expect(locator).toHaveText(expected) failed\n\nLocator: getByRole(\'heading\', { level: 1 })\nExpected: "Контакты"\nReceived: "Блог"',
      { name: 'toHaveText', pass: false, expected: 'Контакты', actual: 'Блог' },
    );
    expect(read(text)?.split('\n').slice(0, 2)).toEqual([
      'Expected:  a heading of level 1 reads "Контакты"',
      'Found:     it has "Блог"',
    ]);
    const title = expectError('expect(page).toHaveTitle(expected) failed\n\nExpected: "Контакты"', {
      name: 'toHaveTitle',
      pass: false,
      expected: 'Контакты',
      actual: 'Блог',
    });
    expect(read(title)?.split('\n').slice(0, 2)).toEqual([
      'Expected:  the page\'s title is "Контакты"',
      'Found:     the title is "Блог"',
    ]);
    const elsewhere = expectError('expect(page).not.toHaveURL(expected) failed', {
      name: 'toHaveURL',
      pass: true,
      expected: 'https://example.org/a%20b',
      actual: 'https://example.org/a%20b',
    });
    expect(read(elsewhere)?.split('\n')[0]).toBe('Expected:  the address is not https://example.org/a b');
  });

  it('says why an element that was there could not be used', () => {
    const error = Object.assign(
      new Error(
        "locator.click: Timeout 5000ms exceeded.\nCall log:\n  - waiting for getByRole('link', { name: 'Блог', exact: true })\n" +
          '    - locator resolved to <a href="/blog/">Блог</a>\n  - attempting click action\n    - element is not visible\n  - retrying click action',
      ),
      { stack: STACK },
    );
    expect(read(error)?.split('\n').slice(0, 3)).toEqual([
      'Expected:  to click a link named "Блог"',
      'Found:     it is there, but element is not visible',
      'Waited:    5 s',
    ]);
  });

  it('keeps what is not a chain of calls as Playwright printed it, and names no step code outside the project', () => {
    const error = Object.assign(
      expectError('expect(locator).toBeVisible() failed\n\nLocator: internal:role=dialog >> nth=0\nExpected: visible', {
        name: 'toBeVisible',
        pass: false,
        expected: 'visible',
      }),
      { stack: '    at x (/elsewhere/steps.ts:1:1)\n    at y (/work/site/node_modules/z.js:2:2)' },
    );
    expect(read(error)).toBe('Expected:  the element is shown');
  });

  it('words every check it knows after what it looks at, and says the opposite when negated', () => {
    const words = (name: string, not = false, expected: unknown = 'Блог') => {
      const error = expectError(
        `expect(locator)${not ? '.not' : ''}.${name}(expected) failed\n\nLocator: getByRole('textbox', { name: 'Имя' })`,
        { name, pass: not, expected },
      );
      return read(error)?.split('\n')[0]?.replace('Expected:  a text field named "Имя" ', '');
    };
    const table: [string, string, string][] = [
      ['toBeVisible', 'is shown', 'is not shown'],
      ['toBeHidden', 'is not shown', 'is shown'],
      ['toBeAttached', 'is on the page', 'is not on the page'],
      ['toBeFocused', 'has the keyboard focus', 'does not have the keyboard focus'],
      ['toBeChecked', 'is ticked', 'is not ticked'],
      ['toBeEnabled', 'can be used', 'cannot be used'],
      ['toBeDisabled', 'cannot be used', 'can be used'],
      ['toBeEditable', 'can be typed into', 'cannot be typed into'],
      ['toBeEmpty', 'is empty', 'is not empty'],
      ['toHaveText', 'reads "Блог"', 'does not read "Блог"'],
      ['toContainText', 'contains "Блог"', 'does not contain "Блог"'],
      ['toHaveValue', 'holds "Блог"', 'does not hold "Блог"'],
      ['toHaveAttribute', 'has the attribute value "Блог"', 'does not have the attribute value "Блог"'],
      ['toHaveAccessibleName', 'is named "Блог"', 'is not named "Блог"'],
      ['toHaveCSS', 'has the style "Блог"', 'does not have the style "Блог"'],
      ['toHaveClass', 'has the class "Блог"', 'does not have the class "Блог"'],
      ['toHaveJSProperty', 'toHaveJSProperty "Блог"', 'not toHaveJSProperty "Блог"'],
    ];
    expect(table.map(([name]) => [name, words(name), words(name, true)])).toEqual(table);
    expect(words('toHaveText', false, /блог/i)).toBe('reads text matching /блог/i');
    expect(words('toHaveText', false, ['Блог', 'Кейсы'])).toBe('reads "Блог", "Кейсы"');
  });

  it('names a checked value by the label the step gave it, and says what it was', () => {
    const field = expectError(
      'the request\'s field "utm.source"\n\nexpect(received).toBe(expected) // Object.is equality\n\nExpected: "yandex"\nReceived: "google"',
      { name: 'toBe', pass: false, expected: 'yandex', actual: 'google' },
    );
    expect(read(field)).toBe(
      [
        'Expected:  the request\'s field "utm.source" is "yandex"',
        'Found:     it is "google"',
        'Step code: features/steps/page_steps.ts:89',
      ].join('\n'),
    );
    const unlabelled = expectError('expect(received).not.toBe(expected) // Object.is equality\n\nExpected: not "x"', {
      name: 'toBe',
      pass: true,
      expected: 'x',
      actual: 'x',
    });
    expect(read(unlabelled)).toBe('Expected:  the value is not "x"\nStep code: features/steps/page_steps.ts:89');
    const contains = expectError('names\n\nexpect(received).toContain(expected)', {
      name: 'toContain',
      pass: false,
      expected: 'Блог',
      actual: ['Кейсы'],
    });
    expect(read(contains)?.split('\n').slice(0, 2)).toEqual([
      'Expected:  names toContain "Блог"',
      'Found:     it is "Кейсы"',
    ]);
    const posts = expectError(
      'the requests to /api/form_application/\n\nexpect(received).toHaveLength(expected)\n\nExpected length: 10\nReceived length: 12\nReceived array:  [{}, {}]',
      { name: 'toHaveLength', pass: false },
    );
    expect(read(posts)?.split('\n').slice(0, 2)).toEqual([
      'Expected:  the requests to /api/form_application/ has 10',
      'Found:     it has 12',
    ]);
    const matching = expectError('header\n\nexpect(received).toMatch(expected)\n\nExpected pattern: /^a/', {
      name: 'toMatch',
      pass: false,
      expected: /^a/,
      actual: 'b',
    });
    expect(read(matching)?.split('\n').slice(0, 2)).toEqual([
      'Expected:  header is text matching /^a/',
      'Found:     it is "b"',
    ]);
  });

  it('says where a link leads, or should not lead, and what a link shows is not where it leads', () => {
    const link = (name: string, not: boolean, actual?: string) =>
      read(
        expectError(
          `expect(locator)${not ? '.not' : ''}.${name}(expected) failed\n\nLocator: getByRole('banner').getByRole('link', { name: 'Блог' })`,
          { name, pass: not, expected: '/blog/', ...(actual !== undefined && { actual }) },
        ),
      )
        ?.split('\n')
        .slice(0, 2);
    expect(link('toHaveAttribute', true)).toEqual([
      'Expected:  a link named "Блог" in the header does not lead to "/blog/"',
      'Step code: features/steps/page_steps.ts:89',
    ]);
    expect(link('toHaveAttribute', false, '/news/')).toEqual([
      'Expected:  a link named "Блог" in the header leads to "/blog/"',
      'Found:     it leads to "/news/"',
    ]);
    expect(link('toHaveText', false, 'Новости')).toEqual([
      'Expected:  a link named "Блог" in the header reads "/blog/"',
      'Found:     it has "Новости"',
    ]);
  });

  it('reads an address, a title and a count in either direction', () => {
    const first = (
      name: string,
      not: boolean,
      matcher: Record<string, unknown>,
      readOptions: { root: string; baseUrl?: string } = options,
    ) => {
      const reading = readFailure(
        expectError(`expect(page)${not ? '.not' : ''}.${name}(expected) failed\n\nLocator: getByRole('article')`, {
          name,
          pass: not,
          ...matcher,
        }),
        readOptions,
      );
      return reading && failureText(reading).split('\n').slice(0, 2);
    };
    expect(
      first('toHaveURL', false, {
        expected: 'http://127.0.0.1:3000/search/?q=%D0%B1%D0%BB%D0%BE%D0%B3',
        actual: 'http://127.0.0.1:3000/',
      }),
    ).toEqual(['Expected:  the address is /search/?q=блог', 'Found:     the address is /']);
    expect(first('toHaveURL', false, { expected: /\/blog\//, actual: 'not an address' })).toEqual([
      'Expected:  the address is text matching /\\/blog\\//',
      'Found:     the address is not an address',
    ]);
    // Without the site's own address, every address is shown whole (still decoded).
    expect(first('toHaveURL', false, { expected: 'http://127.0.0.1:3000/a%20b', actual: 'x' }, { root })).toEqual([
      'Expected:  the address is http://127.0.0.1:3000/a b',
      'Found:     the address is x',
    ]);
    expect(first('toHaveTitle', true, { expected: 'Блог' })).toEqual([
      'Expected:  the page\'s title is not "Блог"',
      'Step code: features/steps/page_steps.ts:89',
    ]);
    expect(first('toHaveCount', true, { expected: 3 })).toEqual([
      'Expected:  not 3 of: an article',
      'Step code: features/steps/page_steps.ts:89',
    ]);
    expect(first('toHaveCount', false, { expected: 3 })?.[1]).toBe('Step code: features/steps/page_steps.ts:89');
  });

  it('says an element that should have been hidden is shown', () => {
    const error = expectError("expect(locator).toBeHidden() failed\n\nLocator: getByRole('dialog')", {
      name: 'toBeHidden',
      pass: false,
      expected: 'hidden',
      actual: 'visible',
    });
    expect(read(error)?.split('\n').slice(0, 2)).toEqual([
      'Expected:  the dialog is not shown',
      'Found:     it is shown',
    ]);
  });

  it('reads a check whose message has no header, or an error without a stack', () => {
    const bare = expectError('Timed out', { name: 'toBeVisible', pass: false, expected: 'visible' });
    expect(read(bare)).toBe('Expected:  the element is shown\nStep code: features/steps/page_steps.ts:89');
    const noStack = Object.assign(new Error('the menu did not open\n'), { stack: undefined });
    expect(read(noStack)).toBe('Failed:    the menu did not open');
  });

  it('keeps a long message readable: each further line under the first', () => {
    expect(
      failureText({
        expected: undefined,
        said: 'the footer names:\n"Блог"\n"Кейсы"',
        found: undefined,
        waited: undefined,
        missing: undefined,
        code: undefined,
      }),
    ).toBe('Failed:    the footer names:\n           "Блог"\n           "Кейсы"');
  });

  it('says what an action meant to do, where, and why the element there could not be used', () => {
    const action = (message: string) =>
      read(Object.assign(new Error(message), { stack: STACK }))
        ?.split('\n')
        .slice(0, 2);
    expect(
      action(
        "locator.fill: Timeout 500ms exceeded.\nCall log:\n  - waiting for getByRole('banner').getByRole('textbox', { name: 'Поиск' })\n" +
          '    - locator resolved to <input disabled>\n    - scrolling into view if needed\n  - attempting fill action\n    2 × waiting for element to be visible, enabled and editable\n' +
          '      - element is not enabled   \n    - retrying fill action\n    - waiting 20ms\n    12 × waiting for element to be visible, enabled and editable\n      - waiting 500ms\n',
      ),
    ).toEqual([
      'Expected:  to type into a text field named "Поиск" in the header',
      'Found:     it is there, but element is not enabled',
    ]);
    // Without a call log, nothing says why: not the message's own words.
    expect(action('locator.click: Timeout 500ms exceeded, locator resolved to <a>')?.[1]).toBe(
      'Found:     it is there, but could not be used',
    );
    expect(action('locator.click: Timeout 500ms exceeded.')).toEqual([
      'Expected:  to click the element',
      'Found:     no element',
    ]);
    expect(
      action(
        "locator.hover: Timeout 500ms exceeded.\nCall log:\n  - waiting for getByRole('link')\n    - locator resolved to <a>",
      ),
    ).toEqual(['Expected:  to point at a link', 'Found:     it is there, but could not be used']);
    expect(action("locator.dragTo: Timeout 500ms exceeded.\nCall log:\n  - waiting for getByRole('link')")?.[0]).toBe(
      'Expected:  to dragTo a link',
    );
    // The same words inside a step's own message are the step's, not an action's timeout.
    expect(action('the menu: locator.click: Timeout 500ms exceeded')).toEqual([
      'Failed:    the menu: locator.click: Timeout 500ms exceeded',
      'Step code: features/steps/page_steps.ts:89',
    ]);
  });

  it('finds the step code in a frame without a function name', () => {
    const error = Object.assign(new Error('broken'), {
      stack:
        'Error: broken\n    at /work/site/node_modules/x.js:1:1\n    at /work/site/features/steps/menu_steps.ts:12:5',
    });
    expect(read(error)).toBe('Failed:    broken\nStep code: features/steps/menu_steps.ts:12');
  });
});
