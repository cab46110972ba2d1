import type { z } from './zod.ts';

/** Where in a value a rule breaks: keys and indexes from the value down (`[]` is the value itself). */
export type BreakPath = (string | number)[];

/**
 * A rule of a contract that JSON Schema cannot state: one that compares fields or items (unique ids,
 * an article in its list's category). The OpenAPI document names it on the schema it applies to, as
 * `x-rules: [{ name, description }]`, so the backend team reads it where it reads the rest, and
 * `docs/api.md` lists every one; the site checks it when it parses an answer. What JSON Schema can say
 * (lengths, patterns, `if`/`then`, `not`) is said in the schema itself, never here.
 */
export interface KeptRule<T> {
  /** Kebab-case, stable: tools, logs and the backend's own checks key on it. */
  name: string;
  /** What the backend must keep, in a sentence; also the message of the parse error when it breaks. */
  description: string;
  /**
   * The parts of `value` that break the rule, none when it holds: the items a list would have to lose
   * to keep it (the second of two with one id), so that a page can do without just those.
   */
  breaks(value: T): BreakPath[];
}

/** The rules a schema keeps, as the OpenAPI document lists them. */
export interface RuleStatement {
  name: string;
  description: string;
}

/** Where a schema's rules stand in its metadata (and so in the OpenAPI document). */
export const RULES_KEYWORD = 'x-rules';

/** `schema`, checked by `rule` and naming it in its metadata beside the rules it already keeps. */
export function keep<S extends z.ZodType>(schema: S, rule: KeptRule<z.output<S>>): S {
  // A check makes a new schema that forgets the metadata of the old one: carried over (but its id,
  // which names the old schema in the document).
  const metadata = { ...schema.meta() };
  delete metadata.id;
  const kept = (metadata[RULES_KEYWORD] as RuleStatement[] | undefined) ?? [];
  return schema
    .check((payload) => {
      for (const path of rule.breaks(payload.value))
        payload.issues.push({
          code: 'custom',
          message: rule.description,
          input: payload.value,
          path,
          params: { rule: rule.name },
        });
    })
    .meta({ ...metadata, [RULES_KEYWORD]: [...kept, { name: rule.name, description: rule.description }] });
}

/** The positions of the items whose `key` an earlier item already has. */
export function repeats<T>(items: T[], key: (item: T) => unknown): BreakPath[] {
  const seen = new Set<unknown>();
  return items.flatMap((item, index) => {
    const value = key(item);
    if (seen.has(value)) return [[index]];
    seen.add(value);
    return [];
  });
}
