import type { ArticleCard } from '../../contracts/blog.ts';

/** An article lives under its category: /blog/{category}/{slug}/. */
export function articlePath(card: Pick<ArticleCard, 'category' | 'slug'>): string {
  return `/blog/${card.category}/${card.slug}/`;
}

export function blogCategoryPath(category: string): string {
  return `/blog/${category}/`;
}
