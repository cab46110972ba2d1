/** An issue of a parse, as far as this needs it: where it is. */
interface Located {
  path: readonly PropertyKey[];
}

/**
 * `body` without the list items that `issues` lie in (`rest`), and how many were left out: each issue's innermost item (a section's bad card,
 * not the section): what a page can still be made from when an answer breaks its contract in a few
 * items. Undefined when an issue lies outside every list item (a missing title of the page itself): no
 * item can be left out for it. The body itself is not changed.
 */
export function withoutBrokenItems(
  body: unknown,
  issues: readonly Located[],
): { rest: unknown; leftOut: number } | undefined {
  const broken: (string | number)[][] = [];
  for (const { path } of issues) {
    const last = path.findLastIndex((key) => typeof key === 'number');
    if (last < 0) return undefined;
    broken.push(path.slice(0, last + 1) as (string | number)[]);
  }
  // Marked first, dropped after: two issues in one list name their items by the answer's indexes,
  // which dropping one at a time would shift.
  const leftOut = new Set(broken.map((path) => path.join('\u0000'))).size;
  return { rest: sweep(broken.reduce(mark, body)), leftOut };
}

const REMOVED = Symbol('removed');

/** `value` with the item at `path` (its last key an index) replaced by the mark, copied along the way. */
function mark(value: unknown, path: readonly (string | number)[]): unknown {
  const [key, ...rest] = path;
  if (typeof value !== 'object' || value === null) return value;
  // Stryker disable next-line ConditionalExpression: a path ends in an index, where the list branch stops: never past it
  if (key === undefined) return value;
  if (Array.isArray(value)) {
    return (value as unknown[]).map((item, index) =>
      index !== key ? item : rest.length === 0 ? REMOVED : mark(item, rest),
    );
  }
  if (!(key in value)) return value;
  return { ...value, [key]: mark((value as Record<string, unknown>)[key as string], rest) };
}

/** `value` without the marked items, at any depth. */
function sweep(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== REMOVED).map(sweep);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, sweep(item)]));
}
