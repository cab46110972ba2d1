import type { z } from 'zod';
import { parseTypeset } from '../../contracts/typesetting.ts';
import type { Locale } from '../../contracts/locale.ts';
import { typeset, typesetterFor } from '../../site/typography/typesetter.ts';

/** A string the typographer would change: where it is, what it says, and what it should say. */
export interface TypesetFinding {
  /** The path of the string inside its file or table, e.g. `reviews.items.0.text`. */
  path: (string | number)[];
  from: string;
  to: string;
}

/** Every string of `before` that `after` (the same shape) says differently. */
export function stringDifferences(before: unknown, after: unknown, path: (string | number)[] = []): TypesetFinding[] {
  if (typeof before === 'string' && typeof after === 'string')
    return before === after ? [] : [{ path, from: before, to: after }];
  if (Array.isArray(before) && Array.isArray(after))
    return before.flatMap((item, index) => stringDifferences(item, after[index], [...path, index]));
  // Stryker disable next-line ConditionalExpression: a number or a string reached here has no entries, so it gives none
  if (before && after && typeof before === 'object' && typeof after === 'object')
    return Object.entries(before).flatMap(([key, value]) =>
      stringDifferences(value, (after as Record<string, unknown>)[key], [...path, key]),
    );
  return [];
}

/** The value at `path` inside `value` (a JSON path of a finding, or of a contract's issue), or undefined. */
export function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((inner, key) => (inner as Record<PropertyKey, unknown> | undefined)?.[key], value);
}

/**
 * What the typographer would change in a content file: the file parsed by its contract as it is and
 * parsed with the locale's typesetting (only the fields the contract marks as text differ). A file that
 * breaks its contract is not this check's business: `npm run fixtures:check` names it.
 *
 * An HTML fragment the sanitiser rewrites (`rewritten`) is left out: what the file says there is not
 * what a visitor reads, so no mend of the file could be checked against it. The XSS corpus is such
 * text on purpose; the security tests check it.
 */
export function contentFindings(
  schema: z.ZodType,
  raw: unknown,
  locale: Locale,
): { findings: TypesetFinding[]; rewritten: TypesetFinding[] } {
  const plain = schema.safeParse(raw);
  const typeset = parseTypeset(schema, raw, typesetterFor(locale));
  // Stryker disable next-line ConditionalExpression,LogicalOperator: a failed parse has no data, and comparing no data finds nothing either
  if (!plain.success || !typeset.success) return { findings: [], rewritten: [] };
  const all = stringDifferences(plain.data, typeset.data);
  const asWritten = (finding: TypesetFinding) => valueAt(raw, finding.path) === finding.from;
  return { findings: all.filter(asWritten), rewritten: all.filter((finding) => !asWritten(finding)) };
}

/** What the typographer would change in a table of UI strings (every string of it is text). */
export function stringTableFindings(table: unknown, locale: Locale, path: (string | number)[] = []): TypesetFinding[] {
  if (typeof table === 'string') {
    const to = typeset(table, locale);
    return to === table ? [] : [{ path, from: table, to }];
  }
  if (Array.isArray(table)) return table.flatMap((item, index) => stringTableFindings(item, locale, [...path, index]));
  // Stryker disable next-line ConditionalExpression: a number or a boolean reached here has no entries, so it gives none
  if (table && typeof table === 'object')
    return Object.entries(table).flatMap(([key, value]) => stringTableFindings(value, locale, [...path, key]));
  return [];
}

/**
 * Strings written per locale in code (`{ ru: '…', en: '…' }`, as the brand and the form messages are):
 * each typeset in its own locale. Other strings are names, not text, and are left alone.
 */
export function localisedFindings(value: unknown, path: (string | number)[] = []): TypesetFinding[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => localisedFindings(item, [...path, index]));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === 'ru' || key === 'en'
      ? stringTableFindings(item, key, [...path, key])
      : localisedFindings(item, [...path, key]),
  );
}

/** `value` with the string at `path` replaced: how `--write` mends a JSON file. */
export function withStringAt(value: unknown, path: readonly (string | number)[], text: string): unknown {
  if (path.length === 0) return text;
  const [head, ...rest] = path;
  if (Array.isArray(value))
    return (value as unknown[]).map((item, index) => (index === head ? withStringAt(item, rest, text) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [head as string]: withStringAt(record[head as string], rest, text) };
}

/**
 * JSON as the project writes it, with the typographer's invisible characters spelled out (`\u00a0`,
 * `\u202f`): a reviewer sees where a space cannot break.
 */
export function jsonWithVisibleSpaces(value: unknown): string {
  return `${visibleSpaces(JSON.stringify(value, null, 2))}\n`;
}

/** Source text (JSON or a string literal) with the no-break spaces written as escapes. */
export const visibleSpaces = (source: string) =>
  source.replace(/[\u00A0\u202F]/g, (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** A string with its no-break spaces made visible for a message: `⍽` for U+00A0, `˽` for the narrow U+202F. */
export const showSpaces = (text: string) => text.replace(/\u00A0/g, '⍽').replace(/\u202F/g, '˽');
