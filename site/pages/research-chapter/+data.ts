// https://vike.dev/data
import type { PageContextServer } from 'vike/types';
import type { ResearchChapterSlug } from '../../../contracts/research.ts';
import { fetchContent } from '../../content/fetchContent.ts';
import { withIllustration } from '../../content/pageMeta.ts';
import { routeOf } from '../../routes/routeTo.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const slug = routeOf(pageContext).params.chapter as ResearchChapterSlug;
  const [chapter, study] = await Promise.all([
    fetchContent(pageContext, 'researchChapter', { chapter: slug }),
    fetchContent(pageContext, 'research', { slug: 'research-b2b-ecommerce' }),
  ]);
  const chapters = (study.chapters ?? []).map(({ slug, title }) => ({ slug, title }));
  return { meta: withIllustration(chapter.meta, chapter.cover), chapter, chapters };
}
