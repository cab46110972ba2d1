import type { Page } from '@playwright/test';

/**
 * Slips a visitor sees and no overflow check catches, measured by the visual suite (visual.spec.ts) on
 * one page of every route family in both locales at every width of spec section 9, the page resized in
 * place:
 * - a figure (data-figure: a stat, the clients banner) broken inside a word or number ("30" / "0+");
 * - a figure parted from its unit or word anywhere in the text ("на 35" / "%", "через 7" / "минут"): the
 *   typesetting (site/rules/typography.ts) binds them with no-break spaces, and this proves it holds;
 * - two sections of a page under the same heading (a project's "Technologies" twice);
 * - a card alone on the last row of a list laid out in two columns or more;
 * - two pictures of a page with the same alt text (a screen reader hears one picture twice).
 */

interface Findings {
  brokenFigures: string[];
  partedFigures: string[];
  duplicateHeadings: string[];
  loneCards: string[];
  duplicateAlts: string[];
}

/** Runs in the page: plain functions only (tsx would wrap named functions in a helper the page lacks). */
function measure(): Findings {
  const text = (element: Element) => element.textContent.replace(/\s+/g, ' ').trim();
  const describe = (element: Element) =>
    `<${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? ` class="${element.className}"` : ''}>`;

  // A break inside a word: two characters side by side in the text, on different lines, neither a space.
  const brokenFigures: string[] = [];
  for (const figure of document.querySelectorAll('[data-figure]')) {
    const walker = document.createTreeWalker(figure, NodeFilter.SHOW_TEXT);
    const chars: { char: string; top: number }[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const value = node.nodeValue ?? '';
      for (let i = 0; i < value.length; i += 1) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getClientRects()[0];
        if (rect) chars.push({ char: value[i] ?? '', top: Math.round(rect.top) });
      }
    }
    for (let i = 1; i < chars.length; i += 1) {
      const before = chars[i - 1];
      const after = chars[i];
      if (before && after && after.top > before.top + 2 && /\S/.test(before.char) && /\S/.test(after.char)) {
        brokenFigures.push(`"${text(figure)}" breaks between "${before.char}" and "${after.char}"`);
        break;
      }
    }
  }

  // A figure, one space, its unit or word (a letter or a sign): the digit and what follows on one line.
  const partedFigures: string[] = [];
  const textWalker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = textWalker.nextNode(); node; node = textWalker.nextNode()) {
    const value = node.nodeValue ?? '';
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, noscript, [hidden]')) continue;
    // A number of its own (not the "24" of "Битрикс24", "24/7" or "month-3"), then one space, then a letter or a sign.
    const figures = /(?<![\p{L}\p{N}_/-])(\d+(?:[.,:\u202f]\d+)*)[ \u00a0\u202f](?=[\p{L}%‰₽€$£°])/gu;
    for (const match of value.matchAll(figures)) {
      const at = match.index + (match[1]?.length ?? 1) - 1;
      const lineOf = (offset: number) => {
        const range = document.createRange();
        range.setStart(node, offset);
        range.setEnd(node, offset + 1);
        const rect = range.getClientRects()[0];
        return rect ? Math.round(rect.top) : undefined;
      };
      const figureLine = lineOf(at);
      const unitLine = lineOf(at + 2);
      if (figureLine !== undefined && unitLine !== undefined && unitLine > figureLine + 2) {
        const words = value
          .slice(Math.max(0, at - 12), at + 14)
          .replace(/\s+/g, ' ')
          .trim();
        partedFigures.push(
          `"…${words}…" parts "${value[at] ?? ''}" from "${value.slice(at + 2).split(/[\s,.;:!?)]/)[0] ?? ''}"`,
        );
      }
    }
  }

  const main = document.querySelector('main') ?? document.body;
  const headings = [...main.querySelectorAll('h2')].map(text).filter(Boolean);
  const duplicateHeadings = [...new Set(headings.filter((heading, i) => headings.indexOf(heading) !== i))];

  const loneCards: string[] = [];
  for (const list of main.querySelectorAll('ul, ol')) {
    const style = getComputedStyle(list);
    if (style.display !== 'grid' || list.closest('[hidden]')) continue;
    const columns = style.gridTemplateColumns.split(' ').filter(Boolean).length;
    const items = [...list.children].filter((child) => (child as HTMLElement).offsetParent !== null);
    if (columns < 2 || items.length < 2) continue;
    const tops = items.map((item) => Math.round(item.getBoundingClientRect().top));
    const lastTop = Math.max(...tops);
    const onLastRow = tops.filter((top) => Math.abs(top - lastTop) < 2).length;
    if (onLastRow === 1) loneCards.push(`${describe(list)}: ${items.length} items in ${columns} columns`);
  }

  const alts = [...document.querySelectorAll('img[alt]')]
    .filter((image) => (image as HTMLElement).offsetParent !== null || image.closest('main'))
    .map((image) => image.getAttribute('alt') ?? '')
    .filter(Boolean);
  const duplicateAlts = [...new Set(alts.filter((alt, i) => alts.indexOf(alt) !== i))];

  return { brokenFigures, partedFigures, duplicateHeadings, loneCards, duplicateAlts };
}

/** What slipped on the page at this width, one line each; none when nothing did. */
export async function findingsAt(page: Page, width: number): Promise<string[]> {
  await page.setViewportSize({ width, height: 900 });
  const found = await page.evaluate(measure);
  return [
    ...found.brokenFigures.map((finding) => `${width} px: a figure breaks: ${finding}`),
    ...found.partedFigures.map((finding) => `${width} px: a figure is parted from its unit: ${finding}`),
    ...found.duplicateHeadings.map((heading) => `${width} px: two sections are headed "${heading}"`),
    ...found.loneCards.map((list) => `${width} px: a card is alone on its row in ${list}`),
    ...found.duplicateAlts.map((alt) => `${width} px: two pictures say "${alt}"`),
  ];
}
