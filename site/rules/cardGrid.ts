/**
 * How many columns a grid of cards gets, so that no card is left alone on the last row:
 * a lone card under a full row reads as a mistake. Phones (under 768 px, spec section 9) show one
 * column; tablets and small desktops up to three; from 1280 px up to four. Within that, the most
 * columns that leave the last row with two cards or more (or no last row of its own): five cards are
 * 3 + 2, seven are 4 + 3, nine are 3 + 3 + 3; fewer cards than columns take one row.
 */
export const CARD_GRID_MEDIUM_MIN_PX = 768;
export const CARD_GRID_WIDE_MIN_PX = 1280;

export function cardColumns(count: number, maxColumns: number): number {
  if (count <= maxColumns) return Math.max(1, count);
  for (let columns = maxColumns; columns >= 2; columns -= 1) if (count % columns !== 1) return columns;
  return 1;
}

/**
 * The grid's columns at each width, as the data attributes LayoutDefault.css reads. `wideMax` lowers
 * the wide screens' four columns for bigger cards (featured projects and articles, plans, cases: three)
 * or to what content asks (a features section's `columns`).
 */
export function cardGridColumns(count: number, wideMax = 4): { 'data-columns-md': number; 'data-columns-lg': number } {
  return {
    'data-columns-md': cardColumns(count, Math.min(3, wideMax)),
    'data-columns-lg': cardColumns(count, wideMax),
  };
}
