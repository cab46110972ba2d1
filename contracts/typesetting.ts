import { z } from './zod.ts';

/**
 * Which content fields a visitor reads, and how they are typeset (non-breaking spaces, quotes, dashes):
 * the contracts mark them, the site brings the typographer. A contract does not know the page's
 * language and must not ship a typographer to the browser, so typesetting happens only inside
 * `parseTypeset`, which the site's server calls with the typesetter of the content's locale; every other
 * parse (the mocks, the form rules in the browser, the OpenAPI generator) leaves text as it is.
 *
 * - `text`: plain text, a title, a lead, a label;
 * - `html`: an HTML fragment (after sanitising), typeset between its tags, never inside them;
 * - `unit`: what follows a figure, e.g. `" %"` or `" дней"`: kept on the figure's line.
 */
export type TextKind = 'text' | 'html' | 'unit';
export type Typesetter = (text: string, kind: TextKind) => string;

/**
 * The typesetter of the parse in progress. Zod runs a schema's overwrites synchronously inside
 * `safeParse`, so one variable set around the call reaches exactly that parse: nothing else runs in
 * between on this thread.
 */
let active: Typesetter | undefined;

/** Parses `data` with `schema`, typesetting every field the contract marks as text a visitor reads. */
export function parseTypeset<S extends z.ZodType>(schema: S, data: unknown, typeset: Typesetter) {
  const previous = active;
  active = typeset;
  try {
    return schema.safeParse(data);
  } finally {
    active = previous;
  }
}

export const typesetAs =
  (kind: TextKind) =>
  (text: string): string =>
    active ? active(text, kind) : text;

/** A string a visitor reads as text (a title, a lead, a label, a name). */
export const prose = () => z.string().overwrite(typesetAs('text'));

/** What follows a figure (`"%"`, `" дней"`, `"+"`): typeset to stay on the figure's line. */
export const unit = () => z.string().overwrite(typesetAs('unit'));
