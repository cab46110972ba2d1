import { render } from 'vike/abort';
import {
  contentEndpoints,
  contentFile,
  type Content,
  type ContentKey,
  type ContentParams,
} from '../../contracts/content.ts';
import { contentPath } from '../../contracts/apiPath.ts';
import { fetchApiJson, type ContentRequest } from './fetchApiJson.ts';

export type { ContentRequest } from './fetchApiJson.ts';

/**
 * Fetches a content file and parses it with its contract. Runs on the server (Vike's +data hooks),
 * where fetch needs an absolute URL (docs/pitfalls.md, 2). A 404 from the API is the page's 404;
 * anything else unexpected is a server error with a message that names the file.
 */
export async function fetchContent<K extends ContentKey>(
  request: ContentRequest,
  key: K,
  ...[params]: keyof ContentParams<K> extends never ? [] : [ContentParams<K>]
): Promise<Content<K>> {
  const path = contentPath(request.locale, contentFile(key, (params ?? {}) as ContentParams<K>));
  const content = await fetchApiJson(request, path, contentEndpoints[key].schema);
  if (content === undefined) throw render(404);
  return content as Content<K>;
}
