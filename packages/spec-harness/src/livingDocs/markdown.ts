/**
 * The little Markdown the specification uses, as HTML: paragraphs, bulleted and numbered lists,
 * inline code, links and bold. Everything else is text: every character of the source is escaped,
 * and a link's address is kept only when it is a web, mail or relative one (never `javascript:`).
 */
import { escapeMarkup } from './escapeMarkup.ts';

export interface MarkdownOptions {
  /** Prefix for relative link addresses, from the page to the Markdown file's folder (`../../docs/`). */
  linkBase?: string;
}

const LIST_ITEM = /^\s*(?:[-*]|\d+\.)\s+/;

function safeHref(href: string, linkBase: string): string | undefined {
  if (/^(https?:|mailto:)/i.test(href)) return href;
  if (href.startsWith('#')) return undefined;
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//')) return undefined;
  return `${linkBase}${href}`;
}

/** Code spans, links and bold in one line of text, escaped. */
export function renderInline(text: string, { linkBase = '' }: MarkdownOptions = {}): string {
  return text
    .split(/(`[^`]+`)/)
    .map((part, index) => {
      if (index % 2 === 1) return `<code>${escapeMarkup(part.slice(1, -1))}</code>`;
      return part
        .split(/(\[[^\]]+\]\([^)\s]+\))/)
        .map((piece, pieceIndex) => {
          const link = pieceIndex % 2 === 1 ? /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(piece) : null;
          if (!link) return bold(escapeMarkup(piece));
          const href = safeHref(link[2] ?? '', linkBase);
          const label = bold(escapeMarkup(link[1] ?? ''));
          return href ? `<a href="${escapeMarkup(href)}">${label}</a>` : label;
        })
        .join('');
    })
    .join('');
}

const bold = (escaped: string) => escaped.replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>');

/**
 * Paragraphs and lists, a blank line between blocks. A list item line starts an item (it may follow a
 * paragraph's lines, as a Gherkin description often has it), an indented line continues the item
 * above it, and an unindented line after a list starts a paragraph again.
 */
export function renderMarkdown(markdown: string, options: MarkdownOptions = {}): string {
  return groups(markdown.split('\n'))
    .map((group) =>
      group.kind === 'p'
        ? `<p>${renderInline(group.lines.join(' '), options)}</p>`
        : `<${group.kind}>${group.items.map((item) => `<li>${renderInline(item.join(' '), options)}</li>`).join('')}</${group.kind}>`,
    )
    .join('\n');
}

type Group = { kind: 'p'; lines: string[] } | { kind: 'ul' | 'ol'; items: string[][] };

const ORDERED_ITEM = /^\s*\d+\./;

/** The lines as paragraphs and lists, in order. */
function groups(lines: readonly string[]): Group[] {
  const found: Group[] = [];
  let last: Group | undefined;
  for (const line of lines) {
    if (line.trim() === '') {
      last = undefined;
    } else if (LIST_ITEM.test(line)) {
      const kind = ORDERED_ITEM.test(line) ? 'ol' : 'ul';
      const item = [line.replace(LIST_ITEM, '')];
      if (last?.kind === kind) last.items.push(item);
      else found.push((last = { kind, items: [item] }));
    } else if (last && last.kind !== 'p' && /^\s/.test(line)) {
      last.items.at(-1)?.push(line.trim());
    } else if (last?.kind === 'p') {
      last.lines.push(line.trim());
    } else {
      found.push((last = { kind: 'p', lines: [line.trim()] }));
    }
  }
  return found;
}
