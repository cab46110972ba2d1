// https://vike.dev/data
import type { PageContextServer } from 'vike/types';
import { fetchContent, findContent } from '../../content/fetchContent.ts';
import { withIllustration } from '../../content/pageMeta.ts';
import { routeOf } from '../../routes/routeTo.ts';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * An article at /blog/{category}/{slug}/, and its preview at /blog-test/{slug}/. The route guard
 * `articleInCategory` has already answered 404 for an article under another category.
 */
export async function data(pageContext: PageContextServer) {
  const { slug = '' } = routeOf(pageContext).params;
  const [article, categories] = await Promise.all([
    fetchContent(pageContext, 'article', { slug }),
    fetchContent(pageContext, 'blogCategories'),
  ]);
  const category = categories.items.find((item) => item.slug === article.category);
  if (!category) throw new Error(`blog/categories.json lacks the category "${article.category}".`);
  // Only the card fields: the page's data travels to the browser, whole related articles need not.
  // A related article the backend no longer has is left out, not the page's 404.
  const related = (await Promise.all(article.related.map((slug) => findContent(pageContext, 'article', { slug }))))
    .filter((found) => found !== undefined)
    .map(({ slug, category, title, summary, publishedAt, readingMinutes, cover }) => ({
      slug,
      category,
      title,
      summary,
      publishedAt,
      readingMinutes,
      cover,
    }));
  return { meta: withIllustration(article.meta, article.cover), article, category, related };
}
