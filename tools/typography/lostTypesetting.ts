/** The spaces typesetting puts in (contracts/typesetting.ts): no line breaks there. */
const TYPESET_SPACES = /[\u00a0\u202f]/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const decode = (text: string) =>
  text.replace(/&(?:#(\d+)|#x([\da-f]+)|(\w+));/gi, (entity, decimal?: string, hex?: string, name?: string) => {
    if (decimal) return String.fromCodePoint(Number(decimal));
    if (hex) return String.fromCodePoint(Number.parseInt(hex, 16));
    return ENTITIES[String(name).toLowerCase()] ?? entity;
  });
/** The runs of text between the tags of an HTML text (decoded): what a visitor reads, piece by piece. */
const textPieces = (html: string) =>
  html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '<>')
    .split(/<[^>]*>/)
    // HTML's own whitespace only: a typeset space at a piece's end is part of what it shows.
    .map((piece) => decode(piece).replace(/^[ \t\n\f\r]+|[ \t\n\f\r]+$/g, ''));
/** How a piece reads with plain spaces: the key both sides are looked up by. */
const plainOf = (piece: string) => piece.replace(TYPESET_SPACES, ' ').trim();

/**
 * The texts of some content (every string of it, at any depth; HTML fields by the text between
 * their tags), keyed by how they read with plain spaces: what lostTypesetting looks up. A text the
 * content holds both typeset and plain maps to the plain one: shown plain, it may be the plain one.
 */
export function typesetTexts(content: unknown, into = new Map<string, string>()): Map<string, string> {
  if (typeof content === 'string') {
    for (const piece of textPieces(content)) {
      const plain = plainOf(piece);
      // A text the content also has as it reads plain is shown plain there, rightly: no finding for it.
      const known = into.get(plain);
      into.set(plain, known === undefined || known === piece ? piece : plain);
    }
  } else if (content !== null && content !== undefined)
    // A list's items or an object's values; nothing of a number or a boolean.
    for (const value of Object.values(content)) typesetTexts(value, into);
  return into;
}

/**
 * The texts of a rendered page that the content has typeset but the page shows with plain spaces
 * instead (a component that collapsed `\s`, say): each as the page has it.
 */
export function lostTypesetting(html: string, typeset: ReadonlyMap<string, string>): string[] {
  return [
    ...new Set(
      textPieces(html).filter((piece) => {
        const content = typeset.get(plainOf(piece));
        return content !== undefined && content !== piece && plainOf(content) !== content;
      }),
    ),
  ];
}
