import { relative, sep } from 'node:path';
import { locatorWords, parseLocator, type LocatorCall } from './locatorWords.ts';

/**
 * A failed step retold for the analyst who wrote it: what the step expected, where, and what the page
 * had instead, with no selector syntax, call log or stack trace into `node_modules`. Playwright's
 * failures ("expect(locator).toHaveAttribute(expected) failed … element(s) not found") are read from
 * the error it throws: its `matcherResult` (the matcher's name, expected and received values) and the
 * locator its message prints. Any other error keeps its message. Each ends with the line of step code
 * that failed, for the developer the analyst hands it to.
 */
export interface FailureReading {
  /** What the step expected, in words: "a link named "Контакты" in the header is shown". */
  expected: string | undefined;
  /** What an error that is not Playwright's said: a step's own assertion, already in its words. */
  said?: string;
  /** What there was instead, when the error says: "no link named "Контакты" in the header". */
  found: string | undefined;
  /** How long the step waited for it, in seconds. */
  waited: number | undefined;
  /** The locator that found nothing: the caller may look around where it looked (foundInstead.ts). */
  missing: LocatorCall[] | undefined;
  /** The step code's file and line, relative to the project: "features/steps/page_steps.ts:89". */
  code: string | undefined;
}

/** The parts of a Playwright `ExpectError` this reads; absent on any other error. */
interface MatcherResult {
  name?: string;
  expected?: unknown;
  actual?: unknown;
  pass?: boolean;
  timeout?: number;
}

// Playwright colours its messages when the terminal can show colour.
// eslint-disable-next-line no-control-regex -- the escape character is what is being removed
const stripColour = (text: string) => text.replace(/\u001b\[[\d;]*m/g, '');

/** `undefined` for a thrown value that is not an Error (a string, `'pending'`): cucumber reports those itself. */
export function readFailure(
  error: unknown,
  { root, baseUrl }: { root: string; baseUrl?: string },
): FailureReading | undefined {
  if (!(error instanceof Error)) return undefined;
  const message = stripColour(error.message);
  const code = stepCode(error.stack ?? '', root);
  const matcher = (error as Error & { matcherResult?: MatcherResult }).matcherResult;
  if (matcher?.name) return readExpectation(message, matcher, code, baseUrl);
  const action = /^(?:locator|page|frame)\.(\w+): Timeout (\d+)ms exceeded/.exec(message);
  if (action) return readAction(message, action[1] as string, Number(action[2]), code);
  return { expected: undefined, said: message.trim(), found: undefined, waited: undefined, missing: undefined, code };
}

/** The failure as the report prints it: labelled lines, aligned. */
export function failureText(reading: FailureReading, lookedAround?: string): string {
  const lines: [string, string | undefined][] = [
    ['Failed', reading.said],
    ['Expected', reading.expected],
    ['Found', [reading.found, lookedAround].filter(Boolean).join('; ') || undefined],
    ['Waited', reading.waited === undefined ? undefined : `${reading.waited} s`],
    ['Step code', reading.code],
  ];
  return lines
    .filter((line): line is [string, string] => line[1] !== undefined)
    .map(([label, text]) => `${`${label}:`.padEnd(11)}${text.replace(/\n(?=.)/g, `\n${' '.repeat(11)}`)}`)
    .join('\n');
}

/** What a matcher checks, in words, after the thing it looks at: `is shown`, `reads "…"`. */
function matcherWords(name: string, expected: unknown, not: boolean): string {
  const value = printed(expected);
  const words: Record<string, [string, string]> = {
    toBeVisible: ['is shown', 'is not shown'],
    toBeHidden: ['is not shown', 'is shown'],
    toBeAttached: ['is on the page', 'is not on the page'],
    toBeFocused: ['has the keyboard focus', 'does not have the keyboard focus'],
    toBeChecked: ['is ticked', 'is not ticked'],
    toBeEnabled: ['can be used', 'cannot be used'],
    toBeDisabled: ['cannot be used', 'can be used'],
    toBeEditable: ['can be typed into', 'cannot be typed into'],
    toBeEmpty: ['is empty', 'is not empty'],
    toHaveText: [`reads ${value}`, `does not read ${value}`],
    toContainText: [`contains ${value}`, `does not contain ${value}`],
    toHaveValue: [`holds ${value}`, `does not hold ${value}`],
    toHaveAttribute: [`has the attribute value ${value}`, `does not have the attribute value ${value}`],
    toHaveAccessibleName: [`is named ${value}`, `is not named ${value}`],
    toHaveCSS: [`has the style ${value}`, `does not have the style ${value}`],
    toHaveClass: [`has the class ${value}`, `does not have the class ${value}`],
  };
  const pair = words[name];
  return pair ? pair[not ? 1 : 0] : `${not ? 'not ' : ''}${name} ${value}`;
}

/** What a matcher on a value checks, in words, after what it looks at: `is "yandex"`. */
const VALUE_WORDS: Record<string, [string, string]> = {
  toBe: ['is', 'is not'],
  toEqual: ['is', 'is not'],
  // A pattern prints as `text matching /…/`.
  toMatch: ['is', 'is not'],
};

/**
 * A matcher on a value (`expect(actual, "utm.source").toBe("yandex")`): the label the step gave it is
 * its subject; the value it had is what was found.
 */
function readValueExpectation(message: string, matcher: MatcherResult, code: string | undefined): FailureReading {
  const header = /expect\(received\)(\.not)?\./.exec(message) as RegExpExecArray;
  const not = header[1] !== undefined;
  const subject = header.index > 0 ? message.slice(0, header.index).trim() : 'the value';
  const reading = { waited: undefined, missing: undefined, code };
  const lengths = /^Expected length: (\d+)\nReceived length: (\d+)$/m.exec(message);
  if (lengths) return { ...reading, expected: `${subject} has ${lengths[1]}`, found: `it has ${lengths[2]}` };
  const name = matcher.name as string;
  const words = VALUE_WORDS[name];
  return {
    ...reading,
    expected: `${subject} ${words ? words[not ? 1 : 0] : `${not ? 'not ' : ''}${name}`} ${printed(matcher.expected)}`,
    found: not ? undefined : `it is ${printed(matcher.actual)}`,
  };
}

function readExpectation(
  message: string,
  matcher: MatcherResult,
  code: string | undefined,
  baseUrl: string | undefined,
): FailureReading {
  if (/expect\(received\)/.test(message)) return readValueExpectation(message, matcher, code);
  const name = matcher.name as string;
  const header = /expect\((?:locator|page)\)(\.not)?\.\w+\(/.exec(message);
  const not = header?.[1] !== undefined;
  // A step's own words for what it expects come first in the message, a blank line before Playwright's.
  const own = header && header.index > 0 ? message.slice(0, header.index).trim() : undefined;
  const locatorText = /^Locator: (.+)$/m.exec(message)?.[1];
  const calls = locatorText === undefined ? undefined : parseLocator(locatorText);
  const { target, place } = calls ? locatorWords(calls) : { target: 'the element', place: undefined };
  const where = place === undefined ? '' : ` in ${place}`;
  const waited = /^Timeout: +(\d+)ms/m.exec(message);
  const seconds = waited ? Number(waited[1]) / 1000 : undefined;
  const notFound = /element\(s\) not found/.test(message);

  let expected: string;
  let found: string | undefined;
  if (name === 'toHaveURL') {
    expected = `the address ${not ? 'is not' : 'is'} ${address(matcher.expected, baseUrl)}`;
    found = not ? undefined : `the address is ${address(matcher.actual, baseUrl)}`;
  } else if (name === 'toHaveTitle') {
    expected = `the page's title ${not ? 'is not' : 'is'} ${printed(matcher.expected)}`;
    found = not ? undefined : `the title is ${printed(matcher.actual)}`;
  } else if (name === 'toHaveCount') {
    expected = `${not ? 'not ' : ''}${printed(matcher.expected)} of: ${target}${where}`;
    found = matcher.actual === undefined ? undefined : printed(matcher.actual);
  } else {
    // A link's attribute is, in every step that checks one, where it leads.
    const link = name === 'toHaveAttribute' && /(^| )link\b/.test(target);
    expected = link
      ? `${target}${where} ${not ? 'does not lead' : 'leads'} to ${printed(matcher.expected)}`
      : `${target}${where} ${matcherWords(name, matcher.expected, not)}`;
    found = notFound
      ? nothing(target, where)
      : matcher.actual === undefined
        ? undefined
        : name === 'toBeVisible' || name === 'toBeHidden'
          ? `it is ${matcher.actual === 'hidden' ? 'there, but not shown' : 'shown'}`
          : `it ${link ? 'leads to' : 'has'} ${printed(matcher.actual)}`;
  }
  const missing = notFound ? calls : undefined;
  return {
    expected: own ?? expected,
    found,
    waited: seconds,
    missing,
    code,
  };
}

const VERBS: Record<string, string> = {
  click: 'click',
  dblclick: 'double-click',
  fill: 'type into',
  press: 'press a key in',
  pressSequentially: 'type into',
  check: 'tick',
  uncheck: 'untick',
  setChecked: 'tick or untick',
  hover: 'point at',
  focus: 'move the keyboard focus to',
  selectOption: 'choose from',
  setInputFiles: 'attach a file to',
  scrollIntoViewIfNeeded: 'scroll to',
  tap: 'tap',
  evaluate: 'read',
  getAttribute: 'read',
  textContent: 'read',
  innerText: 'read',
  waitFor: 'wait for',
};

function readAction(message: string, action: string, timeout: number, code: string | undefined): FailureReading {
  const waitingFor = /waiting for (.+)$/m.exec(message)?.[1];
  const calls = waitingFor === undefined ? undefined : parseLocator(waitingFor);
  const { target, place } = calls ? locatorWords(calls) : { target: 'the element', place: undefined };
  const where = place === undefined ? '' : ` in ${place}`;
  const resolved = /locator resolved to/.test(message);
  // The call log's last line says why an element that was there could not be used ("element is not visible"),
  // once the lines that only say what Playwright did ("locator resolved to …", "retrying click action",
  // "waiting 100ms") are left out.
  const callLog = message.indexOf('\nCall log:');
  const lastLog = (callLog === -1 ? '' : message.slice(callLog))
    .split('\n')
    .map((line) => line.replace(/^\s*-\s*/, '').trim())
    .filter(
      (line) =>
        line !== '' && !/^(Call log:|waiting for|waiting \d+ms$|locator resolved to|retrying|\d+ × )/.test(line),
    )
    .at(-1);
  return {
    expected: `to ${VERBS[action] ?? action} ${target}${where}`,
    found: resolved ? `it is there, but ${lastLog ?? 'could not be used'}` : nothing(target, where),
    waited: timeout / 1000,
    missing: resolved ? undefined : calls,
    code,
  };
}

/** "no link named "…" in the header": what a lookup that found nothing found. */
const nothing = (target: string, where: string) => `no ${target.replace(/^(?:an?|the) /, '')}${where}`;

/** A value as a step's text would quote it. */
function printed(value: unknown): string {
  if (typeof value === 'string') return `"${value}"`;
  if (value instanceof RegExp) return `text matching ${String(value)}`;
  if (Array.isArray(value)) return value.map(printed).join(', ');
  return String(value);
}

/** An address as a scenario writes it: its path and query on this site, decoded (`/search/?q=битрикс`). */
function address(value: unknown, baseUrl: string | undefined): string {
  if (typeof value !== 'string') return printed(value);
  try {
    const url = new URL(value);
    const local = baseUrl !== undefined && url.origin === new URL(baseUrl).origin;
    const shown = local ? `${url.pathname}${url.search}${url.hash}` : url.href;
    return decodeURI(shown);
  } catch {
    return value;
  }
}

/** The first frame of the stack in the project's own code (not `node_modules`), relative to its root. */
function stepCode(stack: string, root: string): string | undefined {
  for (const [, file, line] of stack.matchAll(/\(?((?:\/|[A-Za-z]:\\)[^():]+):(\d+):\d+\)?$/gm)) {
    const path = file as string;
    if (path.includes(`${sep}node_modules${sep}`) || !path.startsWith(root)) continue;
    return `${relative(root, path).split(sep).join('/')}:${line}`;
  }
  return undefined;
}
