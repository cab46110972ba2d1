// https://vike.dev/data
import type { PageContextServer } from 'vike/types';
import { fetchContent } from '../../content/fetchContent.ts';
import { withIllustration } from '../../content/pageMeta.ts';
import { routeOf } from '../../routes/routeTo.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const { slug = '' } = routeOf(pageContext).params;
  const [project, categories] = await Promise.all([
    fetchContent(pageContext, 'project', { slug }),
    fetchContent(pageContext, 'portfolioCategories'),
  ]);
  return { meta: withIllustration(project.meta, project.hero.image), project, categories };
}
