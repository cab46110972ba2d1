import type { ReactNode } from 'react';
import { cardGridColumns } from '../rules/cardGrid.ts';
import './views.css';

interface Props<Item> {
  items: readonly Item[];
  keyOf: (item: Item) => string | number;
  /** Bigger cards (featured projects and articles): at most three a row on wide screens. */
  featured?: boolean;
  children: (item: Item, index: number) => ReactNode;
}

/** A grid of cards, one list item each, in as many columns as leave no card alone on the last row. */
export function CardGrid<Item>({ items, keyOf, featured = false, children }: Props<Item>) {
  return (
    <ul
      className={featured ? 'views-grid views-grid--featured' : 'views-grid'}
      {...cardGridColumns(items.length, featured ? 3 : undefined)}
    >
      {items.map((item, index) => (
        <li key={keyOf(item)}>{children(item, index)}</li>
      ))}
    </ul>
  );
}
