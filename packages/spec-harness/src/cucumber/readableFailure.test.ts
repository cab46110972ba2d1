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
});
