import type { ReactNode } from 'react';
import { CardGrid } from './CardGrid.tsx';
import './views.css';

interface Props<Item> {
  category: { title: string; description: string };
  /** The tabs or the filter that lead to the other categories. */
  nav: ReactNode;
  /** How many cards the category has, in words ("12 articles"). */
  count: string;
  items: readonly Item[];
  keyOf: (item: Item) => string | number;
  /** Shown instead of the count and the cards while the category has none; without it the list is empty. */
  empty?: ReactNode;
  children: (item: Item, index: number) => ReactNode;
}

/** A category of a listing (a blog category, a portfolio category): its name and description, the way to the other categories, how many cards, the cards. */
export function CategoryListing<Item>({ category, nav, count, items, keyOf, empty, children }: Props<Item>) {
  return (
    <div className="views-page">
      <div className="views-intro">
        <h1 className="views-intro__title">{category.title}</h1>
        <p className="views-intro__lead">{category.description}</p>
      </div>
      {nav}
      {items.length === 0 && empty ? (
        empty
      ) : (
        <>
          <p className="views-count">{count}</p>
          <CardGrid items={items} keyOf={keyOf}>
            {children}
          </CardGrid>
        </>
      )}
    </div>
  );
}
