// https://vike.dev/data
import type { PageContextServer } from 'vike/types';
import type { BlogCategorySlug } from '../../../contracts/blog.ts';
import { fetchContent } from '../../content/fetchContent.ts';
import { routeOf } from '../../routes/routeTo.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const slug = routeOf(pageContext).params.category as BlogCategorySlug;
  const [categories, list, menu] = await Promise.all([
    fetchContent(pageContext, 'blogCategories'),
    fetchContent(pageContext, 'blogList', { category: slug }),
    fetchContent(pageContext, 'blogMenu'),
  ]);
  const category = categories.items.find((item) => item.slug === slug);
  if (!category) throw new Error(`blog/categories.json lacks the category "${slug}".`);
  return { meta: category.meta, category, list, menu };
}
