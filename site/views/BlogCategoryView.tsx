import type { z } from 'zod';
import type { BlogCategorySchema, BlogList, BlogMenu } from '../../contracts/blog.ts';
import { ArticleCardItem } from './ArticleCardItem.tsx';
import { blogCategoryPath } from './articlePath.ts';
import { BlogTabs } from './BlogTabs.tsx';
import { useCountText } from './useCountText.ts';
import './views.css';
import { cardGridColumns } from '../rules/cardGrid.ts';

export type BlogCategory = z.infer<typeof BlogCategorySchema>;

/** /blog/{category}/: the category's name and description, the tabs, how many articles, the articles. */
export function BlogCategoryView({ category, list, menu }: { category: BlogCategory; list: BlogList; menu: BlogMenu }) {
  const count = useCountText();
  return (
    <div className="views-page">
      <div className="views-intro">
        <h1 className="views-intro__title">{category.title}</h1>
        <p className="views-intro__lead">{category.description}</p>
      </div>
      <BlogTabs menu={menu} current={blogCategoryPath(category.slug)} />
      <p className="views-count">{count('views.blog.articles', list.items.length)}</p>
      <ul className="views-grid" {...cardGridColumns(list.items.length)}>
        {list.items.map((card, index) => (
          <li key={card.slug}>
            <ArticleCardItem card={card} headingLevel={2} eager={index === 0} />
          </li>
        ))}
      </ul>
    </div>
  );
}
