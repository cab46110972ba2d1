// https://vike.dev/data
import type { PageContextServer } from 'vike/types';
import { landingContent } from '../../content/landingContent.ts';
import { routeOf } from '../../routes/routeTo.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const { family, params } = routeOf(pageContext);
  if (!family) throw new Error('A landing page was rendered without a route family.');
  return landingContent(pageContext, family, params);
}
