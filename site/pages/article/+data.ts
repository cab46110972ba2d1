// https://vike.dev/data
import type { PageContextServer } from 'vike/types';
import { render } from 'vike/abort';
import { fetchContent } from '../../content/fetchContent.ts';
import { routeOf } from '../../routes/routeTo.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/** An article at /blog/{category}/{slug}/, and its preview at /blog-test/{slug}/ (no category in the path). */
export async function data(pageContext: PageContextServer) {
  const { category: inPath, slug = '' } = routeOf(pageContext).params;
  const [article, categories] = await Promise.all([
    fetchContent(pageContext, 'article', { slug }),
    fetchContent(pageContext, 'blogCategories'),
  ]);
  // An article lives under its own category only: /blog/events/{an-article-about-b2b}/ is not a page.
  if (inPath !== undefined && article.category !== inPath) throw render(404);
  const category = categories.items.find((item) => item.slug === article.category);
  if (!category) throw new Error(`blog/categories.json lacks the category "${article.category}".`);
  const related = (
    await Promise.all(article.related.map((slug) => fetchContent(pageContext, 'article', { slug })))
  ).map(({ slug, category, title, summary, publishedAt, readingMinutes, cover }) => ({
    slug,
    category,
    title,
    summary,
    publishedAt,
    readingMinutes,
    cover,
  }));
  return { meta: article.meta, article, category, related };
}
