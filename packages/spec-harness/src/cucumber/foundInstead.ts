import type { Locator, Page } from 'playwright';
import { dice, letterPairs } from '../likeness.ts';
import { argumentText, lastLookup, locatorWords, roleWords, type LocatorCall } from './locatorWords.ts';

/** The calls a locator is rebuilt from: lookups and narrowings with literal arguments, nothing that acts. */
const REBUILT = new Set([
  'getByRole',
  'getByText',
  'getByLabel',
  'getByPlaceholder',
  'getByAltText',
  'getByTitle',
  'getByTestId',
  'locator',
  'first',
  'last',
  'nth',
  'filter',
]);
/** How long looking around may take: the step has already failed; this only explains it. */
const LOOK_MS = 1000;
/** How many alternatives a failure names. */
const SHOWN = 12;

/**
 * What the page has where a locator found nothing: for a role looked up by name, the names of that role's
 * elements there (nearest to the wanted name first); for a text, the nearest lines of text there; when the
 * place itself is missing, that. `undefined` when it cannot tell (a locator it cannot rebuild, a page
 * already closed): the failure is then reported without it.
 */
export async function foundInstead(page: Page, calls: readonly LocatorCall[]): Promise<string | undefined> {
  const lookup = lastLookup(calls);
  const target = calls[lookup];
  if (!target) return undefined;
  try {
    const scope = rebuild(page, calls.slice(0, lookup));
    if (!scope) return undefined;
    const { place } = locatorWords(calls);
    if ((await scope.count()) === 0) return `${place ?? 'the place it looked in'} is not on the page either`;
    const there = place ?? 'on the page';
    const [first] = target.args;
    if (target.method === 'getByRole' && typeof first === 'string') {
      const snapshot = await scope.first().ariaSnapshot({ timeout: LOOK_MS });
      const names = roleNames(snapshot, first);
      const plural = roleWords(first);
      if (names.length === 0) return `there are no ${plural} ${place ? `in ${place}` : there} at all`;
      const wanted = wantedName(target);
      return `the ${plural} ${place ? `in ${place}` : there} are named ${nearest(names, wanted)}`;
    }
    if (typeof first === 'string' && /^getBy(Text|Label|Placeholder|AltText|Title)$/.test(target.method)) {
      const text = await scope.first().innerText({ timeout: LOOK_MS });
      const lines = [
        ...new Set(
          text
            .split('\n')
            .map((line) => line.trim())
            .filter((line) => line !== ''),
        ),
      ];
      if (lines.length === 0) return `${place ?? 'the page'} shows no text`;
      return `the texts ${place ? `in ${place}` : there} nearest to it: ${nearest(lines, first, 3)}`;
    }
    return undefined;
  } catch {
    return undefined;
  }
}

/** The locator these calls built, from the page; `undefined` for a call it does not rebuild. */
function rebuild(page: Page, calls: readonly LocatorCall[]): Locator | undefined {
  let current: Page | Locator = page;
  for (const { method, args } of calls) {
    if (!REBUILT.has(method) || !(method in current)) return undefined;
    const call: ((...values: unknown[]) => Locator) | undefined = (
      current as unknown as Record<string, ((...values: unknown[]) => Locator) | undefined>
    )[method];
    if (!call) return undefined;
    const next: Locator = call.apply(current, args);
    current = next;
  }
  return current === page ? page.locator('body') : (current as Locator);
}

/**
 * The accessible names of a role's elements in an ARIA snapshot, in page order. The snapshot is YAML: a
 * line is `- link "Контакты":`, or, when the name holds a colon and a space, the same single-quoted
 * (`- 'link "View on the map : Moscow"':`, a quote inside doubled).
 */
export function roleNames(snapshot: string, role: string): string[] {
  const names: string[] = [];
  for (const line of snapshot.split('\n')) {
    const item = /^\s*- (.*)$/.exec(line)?.[1];
    if (item === undefined) continue;
    const entry = item.startsWith("'") ? /^'((?:[^']|'')*)'/.exec(item)?.[1]?.replace(/''/g, "'") : item;
    const name = entry && new RegExp(`^${role} "((?:[^"\\\\]|\\\\.)*)"`).exec(entry)?.[1];
    if (name !== undefined && name !== '') names.push(name.replace(/\\(.)/g, '$1'));
  }
  return names;
}

function wantedName(call: LocatorCall): string {
  const options = call.args[1];
  const name = typeof options === 'object' && !(options instanceof RegExp) ? options.name : undefined;
  return name instanceof RegExp ? name.source : name === undefined ? '' : argumentText(name);
}

/** Up to `count` of `texts`, those most like `wanted` first, quoted, with how many more there are. */
export function nearest(texts: readonly string[], wanted: string, count = SHOWN): string {
  const unique = [...new Set(texts)];
  const ranked =
    unique.length <= count
      ? unique
      : unique
          .map((text, index) => ({ text, index, score: dice(letterPairs(text), letterPairs(wanted)) }))
          .sort((a, b) => b.score - a.score || a.index - b.index)
          .slice(0, count)
          .map(({ text }) => text);
  const shown = ranked.map((text) => `"${text.length > 80 ? `${text.slice(0, 79)}…` : text}"`).join(', ');
  return unique.length > count ? `${shown} (and ${unique.length - count} more)` : shown;
}
