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

/** Blocks separated by blank lines: a block whose first line is a list item is a list, else a paragraph. */
export function renderMarkdown(markdown: string, options: MarkdownOptions = {}): string {
  return markdown
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => {
      const lines = block.split('\n');
      if (!LIST_ITEM.test(lines[0] ?? ''))
        return `<p>${renderInline(lines.map((line) => line.trim()).join(' '), options)}</p>`;
      const items: string[][] = [];
      for (const line of lines) {
        if (LIST_ITEM.test(line)) items.push([line.replace(LIST_ITEM, '')]);
        else items.at(-1)?.push(line.trim());
      }
      const tag = /^\s*\d+\./.test(lines[0] ?? '') ? 'ol' : 'ul';
      return `<${tag}>${items.map((item) => `<li>${renderInline(item.join(' '), options)}</li>`).join('')}</${tag}>`;
    })
    .join('\n');
}
