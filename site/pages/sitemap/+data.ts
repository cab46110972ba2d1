// https://vike.dev/data
import type { PageContextServer } from 'vike/types';
import { fetchContent } from '../../content/fetchContent.ts';
import { sitePages } from '../../content/sitePages.ts';
import { loadMessages } from '../../i18n/loadMessages.ts';
import { routeFamilies, SITE_SECTIONS } from '../../routes/routeTable.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * The /sitemap/ page lists the pages of the route table (the same list as sitemap.xml), grouped by
 * section; the content names them (sitemap.json for the fixed pages, the portfolio and the blog for
 * projects and articles).
 */
export async function data(pageContext: PageContextServer) {
  const [content, pages] = await Promise.all([fetchContent(pageContext, 'sitemap'), sitePages(pageContext)]);
  const labels = new Map(content.groups.flatMap((group) => group.links.map((link) => [link.href, link.label])));
  const t = await loadMessages(pageContext.locale);
  const groups = SITE_SECTIONS.map((section) => ({
    id: section,
    title: t(`sitemap.section.${section}`),
    links: pages
      .filter((page) => routeFamilies[page.family].section === section)
      .map((page) => ({ href: page.path, label: page.label ?? labels.get(page.path) ?? page.path })),
  })).filter((group) => group.links.length > 0);
  return { meta: content.meta, title: content.title, groups };
}
