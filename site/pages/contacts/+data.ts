// https://vike.dev/data
import type { PageContextServer } from 'vike/types';
import { fetchContent } from '../../content/fetchContent.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  return fetchContent(pageContext, 'contacts');
}
