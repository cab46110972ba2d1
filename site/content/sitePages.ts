import { BLOG_CATEGORY_SLUGS } from '../../contracts/slugs.ts';
import { listPages, type PageEntry } from '../routes/listPages.ts';
import { fetchContent, type ContentRequest } from './fetchContent.ts';

export interface LabelledPage extends PageEntry {
  /** What the page is called, when content names it (projects, articles, and every page /sitemap/ lists). */
  label?: string;
}

/**
 * Every page of the site in the request's locale: the route table expanded, with the projects and
 * articles the content holds. sitemap.xml and the /sitemap/ page are both made from this.
 */
export async function sitePages(request: ContentRequest): Promise<LabelledPage[]> {
  const [portfolio, ...lists] = await Promise.all([
    fetchContent(request, 'portfolioList'),
    ...BLOG_CATEGORY_SLUGS.map((category) => fetchContent(request, 'blogList', { category })),
  ]);
  const articles = lists.flatMap((list) => list.items);
  const labels = new Map<string, string>([
    ...portfolio.items.map((project) => [`/portfolio-web-studii/${project.slug}/`, project.name] as const),
    ...articles.map((article) => [`/blog/${article.category}/${article.slug}/`, article.title] as const),
  ]);
  const pages = listPages({ projects: portfolio.items.map((project) => project.slug), articles });
  return pages.map((page) => ({ ...page, label: labels.get(page.path) }));
}
