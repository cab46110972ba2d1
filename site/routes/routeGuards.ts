import { render } from 'vike/abort';
import { fetchContent, type ContentRequest } from '../content/fetchContent.ts';
import type { BlogCategorySlug } from '../../contracts/blog.ts';

/** A route guard: runs after routing and before the page's data; it throws render(…) to stop the page. */
export type RouteGuard = (request: ContentRequest, params: Record<string, string>) => Promise<void>;

/**
 * The named guards page families may ask for (routeTable.ts `guards`). They check open slugs
 * against content lists first, so a made-up project or article address costs one list lookup and
 * never sends an arbitrary name on to the content API.
 */
export const routeGuards: Record<string, RouteGuard> = {
  async knownProject(request, { slug }) {
    const list = await fetchContent(request, 'portfolioList');
    if (!list.items.some((project) => project.slug === slug)) throw render(404);
  },
  async articleInCategory(request, { category, slug }) {
    const list = await fetchContent(request, 'blogList', { category: category as BlogCategorySlug });
    if (!list.items.some((article) => article.slug === slug)) throw render(404);
  },
};

/**
 * Runs the guards a page names, in order. A name without a guard is a mistake in the route table:
 * spec section 8 answers it with 500 "Unknown middleware {name}".
 */
export async function runRouteGuards(
  names: readonly string[],
  request: ContentRequest,
  params: Record<string, string>,
  guards: Record<string, RouteGuard> = routeGuards,
): Promise<void> {
  for (const name of names) {
    const guard = Object.hasOwn(guards, name) ? guards[name] : undefined;
    if (!guard) throw render(500, `Unknown middleware ${name}`);
    await guard(request, params);
  }
}
