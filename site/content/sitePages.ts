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
  // In production a list that cannot be read (a 404, an outage, an answer that breaks its contract: each
  // told where it was fetched) leaves out only its own pages; elsewhere it is the error it is.
  const readable = <T>(read: Promise<T>) => (request.degradeContractBreaks ? read.catch(() => undefined) : read);
  const [portfolio, ...lists] = await Promise.all([
    readable(fetchContent(request, 'portfolioList')),
    ...BLOG_CATEGORY_SLUGS.map((category) => readable(fetchContent(request, 'blogList', { category }))),
  ]);
  const projects = portfolio?.items ?? [];
  const articles = lists.flatMap((list) => list?.items ?? []);
  const labels = new Map<string, string>([
    ...projects.map((project) => [`/portfolio-web-studii/${project.slug}/`, project.name] as const),
    ...articles.map((article) => [`/blog/${article.category}/${article.slug}/`, article.title] as const),
  ]);
  const pages = listPages({ projects: projects.map((project) => project.slug), articles });
  return pages.map((page) => ({ ...page, label: labels.get(page.path) }));
}
