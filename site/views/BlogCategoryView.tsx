import type { z } from 'zod';
import type { BlogCategorySchema, BlogList, BlogMenu } from '../../contracts/blog.ts';
import { ArticleCardItem } from './ArticleCardItem.tsx';
import { blogCategoryPath } from './articlePath.ts';
import { BlogTabs } from './BlogTabs.tsx';
import { CategoryListing } from './CategoryListing.tsx';
import { useCountText } from './useCountText.ts';

export type BlogCategory = z.infer<typeof BlogCategorySchema>;

/** /blog/{category}/: the category's name and description, the tabs, how many articles, the articles. */
export function BlogCategoryView({ category, list, menu }: { category: BlogCategory; list: BlogList; menu: BlogMenu }) {
  const count = useCountText();
  return (
    <CategoryListing
      category={category}
      nav={<BlogTabs menu={menu} current={blogCategoryPath(category.slug)} />}
      count={count('views.blog.articles', list.items.length)}
      items={list.items}
      keyOf={(card) => card.slug}
    >
      {(card, index) => <ArticleCardItem card={card} headingLevel={2} eager={index === 0} />}
    </CategoryListing>
  );
}
