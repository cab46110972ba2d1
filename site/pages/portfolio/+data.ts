// https://vike.dev/data
import type { PageContextServer } from 'vike/types';
import { fetchContent } from '../../content/fetchContent.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const [index, categories, list] = await Promise.all([
    fetchContent(pageContext, 'portfolioIndex'),
    fetchContent(pageContext, 'portfolioCategories'),
    fetchContent(pageContext, 'portfolioList'),
  ]);
  return { meta: index.meta, index, categories, list };
}
