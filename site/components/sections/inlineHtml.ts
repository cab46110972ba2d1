/** Tags that may stay inside a button: emphasis and line breaks. */
const PHRASING_TAGS = new Set(['strong', 'b', 'em', 'i', 'br']);

/**
 * Content HTML reduced to what may sit inside a `<button>`: block tags (p, h3, lists) and links
 * (interactive content inside a button is invalid and unreachable) are dropped, their text kept.
 * The input is already sanitised (contracts/html.ts), so every tag is well-formed.
 */
export function inlineHtml(html: string): string {
  return (
    html
      .replace(/<\/?([a-z][a-z0-9]*)\b[^>]*>/gi, (tag, name: string) =>
        PHRASING_TAGS.has(name.toLowerCase()) ? tag : ' ',
      )
      // HTML's own whitespace only: `\s` would take the typeset non-breaking spaces too.
      .replace(/[ \t\n\f\r]+/g, ' ')
      .replace(/^ | $/g, '')
  );
}
