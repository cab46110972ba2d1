// https://vike.dev/data
import type { PageContextServer } from 'vike/types';
import type { ProjectCategorySlug } from '../../../contracts/portfolio.ts';
import { fetchContent } from '../../content/fetchContent.ts';
import { routeOf } from '../../routes/routeTo.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const slug = routeOf(pageContext).params.category as ProjectCategorySlug;
  const [categories, list] = await Promise.all([
    fetchContent(pageContext, 'portfolioCategories'),
    fetchContent(pageContext, 'portfolioList'),
  ]);
  const category = categories.items.find((item) => item.slug === slug);
  if (!category) throw new Error(`portfolio-web-studii/categories.json lacks the category "${slug}".`);
  const projects = list.items.filter((project) => project.categories.includes(slug));
  return { meta: category.meta, category, categories, projects };
}
