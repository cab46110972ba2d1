/**
 * A Playwright locator, as its `toString()` prints it in an error (`getByRole('banner').getByRole('link',
 * { name: 'Контакты', exact: true })`), read back into its calls and retold in words an analyst reads:
 * "a link named "Контакты" in the header". Parsing the printed form keeps the harness off Playwright's
 * private fields; a form it does not know yields `undefined`, and the caller falls back to the raw text.
 */

/** A literal argument of a locator call: what Playwright prints is a small, JSON-like subset of JavaScript. */
export type LocatorArgument = string | number | boolean | RegExp | { [key: string]: LocatorArgument };

/** One call of the chain: `getByRole`, `getByText`, `locator`, `first`, `nth`, `filter`… */
export interface LocatorCall {
  method: string;
  args: LocatorArgument[];
}

/** The calls of a printed locator, in order; `undefined` when the text is not a chain of calls with literal arguments. */
export function parseLocator(text: string): LocatorCall[] | undefined {
  const reader = { text: text.trim(), at: 0 };
  const calls: LocatorCall[] = [];
  try {
    while (reader.at < reader.text.length) {
      if (calls.length > 0) expect(reader, '.');
      const method = /^[A-Za-z_$][\w$]*/.exec(reader.text.slice(reader.at))?.[0];
      if (!method) return undefined;
      reader.at += method.length;
      expect(reader, '(');
      const args: LocatorArgument[] = [];
      skipSpaces(reader);
      while (reader.text[reader.at] !== ')') {
        if (args.length > 0) expect(reader, ',');
        args.push(readValue(reader));
        skipSpaces(reader);
      }
      reader.at += 1;
      calls.push({ method, args });
      skipSpaces(reader);
    }
  } catch {
    return undefined;
  }
  return calls.length > 0 ? calls : undefined;
}

interface Reader {
  text: string;
  at: number;
}

function skipSpaces(reader: Reader) {
  while (/\s/.test(reader.text[reader.at] ?? '')) reader.at += 1;
}

function expect(reader: Reader, token: string) {
  skipSpaces(reader);
  if (!reader.text.startsWith(token, reader.at)) throw new Error(`expected ${token} at ${reader.at}`);
  reader.at += token.length;
  skipSpaces(reader);
}

function readValue(reader: Reader): LocatorArgument {
  skipSpaces(reader);
  const char = reader.text[reader.at];
  if (char === "'" || char === '"' || char === '`') return readString(reader, char);
  if (char === '/') return readRegExp(reader);
  if (char === '{') return readObject(reader);
  const word = /^(-?\d+(?:\.\d+)?|true|false)/.exec(reader.text.slice(reader.at))?.[0];
  if (word === undefined) throw new Error(`no value at ${reader.at}`);
  reader.at += word.length;
  return word === 'true' ? true : word === 'false' ? false : Number(word);
}

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', '0': '\0' };

function readString(reader: Reader, quote: string): string {
  let value = '';
  for (reader.at += 1; reader.at < reader.text.length; reader.at += 1) {
    const char = reader.text[reader.at] as string;
    if (char === quote) {
      reader.at += 1;
      return value;
    }
    if (char === '\\') {
      reader.at += 1;
      const escaped = reader.text[reader.at] ?? '';
      if (escaped === 'u') {
        value += String.fromCharCode(Number.parseInt(reader.text.slice(reader.at + 1, reader.at + 5), 16));
        reader.at += 4;
      } else value += ESCAPES[escaped] ?? escaped;
    } else value += char;
  }
  throw new Error('an unterminated string');
}

function readRegExp(reader: Reader): RegExp {
  let source = '';
  let inClass = false;
  for (reader.at += 1; reader.at < reader.text.length; reader.at += 1) {
    const char = reader.text[reader.at] as string;
    if (char === '\\') {
      source += char + (reader.text[reader.at + 1] ?? '');
      reader.at += 1;
      continue;
    }
    if (char === '[') inClass = true;
    if (char === ']') inClass = false;
    if (char === '/' && !inClass) {
      reader.at += 1;
      const flags = /^[a-z]*/.exec(reader.text.slice(reader.at))?.[0] ?? '';
      reader.at += flags.length;
      return new RegExp(source, flags);
    }
    source += char;
  }
  throw new Error('an unterminated regular expression');
}

function readObject(reader: Reader): { [key: string]: LocatorArgument } {
  const object: { [key: string]: LocatorArgument } = {};
  expect(reader, '{');
  while (reader.text[reader.at] !== '}') {
    if (Object.keys(object).length > 0) {
      expect(reader, ',');
      if (reader.text[reader.at] === '}') break;
    }
    const char = reader.text[reader.at];
    const key =
      char === "'" || char === '"'
        ? readString(reader, char)
        : /^[A-Za-z_$][\w$]*/.exec(reader.text.slice(reader.at))?.[0];
    if (key === undefined) throw new Error(`no key at ${reader.at}`);
    if (char !== "'" && char !== '"') reader.at += key.length;
    expect(reader, ':');
    object[key] = readValue(reader);
    skipSpaces(reader);
  }
  reader.at += 1;
  return object;
}

/** Landmarks and other roles a page has one of, named as a reader names them. */
const PLACES: Record<string, string> = {
  banner: 'the header',
  contentinfo: 'the footer',
  main: 'the main content',
  navigation: 'the navigation',
  search: 'the search',
  dialog: 'the dialog',
  alertdialog: 'the dialog',
  complementary: 'the side panel',
  form: 'the form',
};

/** A role's word for one element of it. */
const ROLE_WORDS: Record<string, string> = {
  img: 'image',
  textbox: 'text field',
  listbox: 'list box',
  searchbox: 'search field',
  combobox: 'drop-down list',
  listitem: 'list item',
  menuitem: 'menu item',
  spinbutton: 'number field',
  columnheader: 'column header',
};

/** A role's word for many elements of it ("links", "checkboxes"): the word of a role lookup's alternatives. */
export function roleWords(role: string): string {
  const word = ROLE_WORDS[role] ?? role;
  return /(?:s|x|sh|ch)$/.test(word) ? `${word}es` : `${word}s`;
}

/** An argument as text: a pattern as written, an object (a filter's options) as JSON. */
export const argumentText = (value: LocatorArgument | undefined): string =>
  typeof value === 'object' && !(value instanceof RegExp) ? JSON.stringify(value) : String(value);

const quoted = (value: LocatorArgument | undefined) =>
  value instanceof RegExp ? `matching ${argumentText(value)}` : `"${argumentText(value)}"`;

/** One call in words, or `undefined` for a call that narrows nothing a reader sees (`first()`). */
function callWords({ method, args }: LocatorCall): string | undefined {
  const [first, second] = args;
  const options = typeof second === 'object' && !(second instanceof RegExp) ? second : {};
  switch (method) {
    case 'getByRole': {
      const role = argumentText(first);
      const name = options.name;
      if (name === undefined && PLACES[role]) return PLACES[role];
      const word = ROLE_WORDS[role] ?? role;
      const level = typeof options.level === 'number' ? ` of level ${options.level}` : '';
      const article = /^[aeiou]/.test(word) ? 'an' : 'a';
      return `${article} ${word}${level}${name === undefined ? '' : ` named ${quoted(name)}`}`;
    }
    case 'getByText':
      return first instanceof RegExp ? `a text matching ${argumentText(first)}` : `the text "${argumentText(first)}"`;
    case 'getByLabel':
      return `the field labelled ${quoted(first)}`;
    case 'getByPlaceholder':
      return `the field with the placeholder ${quoted(first)}`;
    case 'getByAltText':
      return `the image described as ${quoted(first)}`;
    case 'getByTitle':
      return `the element titled ${quoted(first)}`;
    case 'getByTestId':
      return `the element marked ${quoted(first)} for tests`;
    case 'locator':
      return `the element "${argumentText(first)}"`;
    case 'filter': {
      const filter = typeof first === 'object' && !(first instanceof RegExp) ? first : {};
      if (filter.hasText !== undefined)
        return `containing ${filter.hasText instanceof RegExp ? `a text ${quoted(filter.hasText)}` : quoted(filter.hasText)}`;
      if (filter.hasNotText !== undefined) return `not containing ${quoted(filter.hasNotText)}`;
      return undefined;
    }
    case 'nth':
      return typeof first === 'number' ? `number ${first + 1}` : undefined;
    case 'last':
      return 'the last one';
    default:
      return undefined;
  }
}

/**
 * The locator's target and where it looks, in words: `{ target: 'a link named "Контакты"', place: 'the
 * header' }`. The place is everything before the last lookup; `undefined` when the lookup is the page's.
 */
export function locatorWords(calls: readonly LocatorCall[]): { target: string; place: string | undefined } {
  const lookup = lastLookup(calls);
  const words = (part: readonly LocatorCall[]) =>
    part
      .map(callWords)
      .filter((word): word is string => word !== undefined)
      .join(' ');
  const scope = calls.slice(0, lookup);
  const place = scope.length > 0 ? words(scope) : '';
  return { target: words(calls.slice(lookup)), place: place === '' ? undefined : place };
}

/** The index of the last call that looks something up (`getBy…`, `locator`); what follows it only narrows. */
export function lastLookup(calls: readonly LocatorCall[]): number {
  for (let index = calls.length - 1; index >= 0; index -= 1)
    if (/^(getBy|locator$)/.test(calls[index]?.method ?? '')) return index;
  return 0;
}
