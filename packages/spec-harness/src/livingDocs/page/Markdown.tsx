import MarkdownIt, { type MarkdownIt as Parser, type Token } from 'markdown-it';

export interface MarkdownOptions {
  /** Prefix for relative link addresses, from the page to the Markdown file's folder (`../../docs/`). */
  linkBase?: string;
}

/**
 * A link's address as the page may use it: web and mail addresses as they are, a relative one from
 * the page's folder; none for any other scheme (`javascript:`, `data:`, `//host`) nor for an anchor,
 * which points into the Markdown file's own headings, not the page's.
 */
function safeHref(href: string, linkBase: string): string | undefined {
  if (/^(https?:|mailto:)/i.test(href)) return href;
  if (href.startsWith('#') || href.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(href)) return undefined;
  return `${linkBase}${href}`;
}

/** Keeps each link whose address is safe (rewritten from the page), and only the words of the others. */
function safeLinks(children: Token[], linkBase: string): Token[] {
  const kept: Token[] = [];
  let dropping = false;
  for (const token of children) {
    if (token.type === 'link_open') {
      const href = safeHref(String(token.attrGet('href') ?? ''), linkBase);
      dropping = href === undefined;
      if (href === undefined) continue;
      token.attrSet('href', href);
    } else if (token.type === 'link_close' && dropping) {
      // Links do not nest: this closes the link just dropped.
      continue;
    }
    kept.push(token);
  }
  return kept;
}

/**
 * CommonMark with HTML off (every character of the source shows as text), no images (the page needs
 * nothing from elsewhere) and no headings (a `#` line in a clause or a description must not break the
 * page's outline); links go through safeLinks.
 */
function markdownParser(linkBase: string): Parser {
  const md = new MarkdownIt('commonmark', { html: false }).disable(['image', 'heading', 'lheading']);
  // Every address is parsed as a link, so that safeLinks can keep an unsafe one's words without its markup.
  md.validateLink = () => true;
  // Only inline tokens have children: the words of a paragraph, a list item, a table cell.
  md.core.ruler.push('safe_links', (state) => {
    for (const token of state.tokens) if (token.children) token.children = safeLinks(token.children, linkBase);
  });
  return md;
}

/** Markdown as HTML (markdown-it), its text escaped and its links made safe. */
export function renderMarkdown(markdown: string, { linkBase = '' }: MarkdownOptions = {}): string {
  // A parser each time: it costs a fraction of a millisecond, and no state outlives a page.
  return markdownParser(linkBase).render(markdown).trimEnd();
}

/** A block of Markdown: the specification's clauses and intros, a feature's description. */
export function Markdown({
  text,
  className,
  lang,
  linkBase,
}: { text: string; className: string; lang?: string } & MarkdownOptions) {
  return (
    <div
      className={className}
      lang={lang}
      // renderMarkdown escapes every character of the source and keeps only safe links.
      dangerouslySetInnerHTML={{ __html: renderMarkdown(text, { linkBase }) }}
    />
  );
}
