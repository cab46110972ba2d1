// https://vike.dev/data
import type { PageContextServer } from 'vike/types';
import type { ResearchSlug } from '../../../contracts/research.ts';
import { fetchContent } from '../../content/fetchContent.ts';
import { routeOf } from '../../routes/routeTo.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  return fetchContent(pageContext, 'research', { slug: routeOf(pageContext).params.slug as ResearchSlug });
}
