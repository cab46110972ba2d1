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

/** The parameters a content file takes: none for a file without them. */
type ParamsOf<K extends ContentKey> = keyof ContentParams<K> extends never ? [] : [ContentParams<K>];

/**
 * Fetches a content file and parses it with its contract. Runs on the server (Vike's +data hooks),
 * where fetch needs an absolute URL (docs/pitfalls.md, 2). A 404 from the API is the page's 404;
 * anything else unexpected is a server error with a message that names the file.
 */
export async function fetchContent<K extends ContentKey>(
  request: ContentRequest,
  key: K,
  ...params: ParamsOf<K>
): Promise<Content<K>> {
  const content = await findContent(request, key, ...params);
  if (content === undefined) throw render(404);
  return content;
}

/**
 * A content file a page can do without (an article's related one, which the backend may have taken
 * down): undefined when the API answers 404, else as fetchContent.
 */
export async function findContent<K extends ContentKey>(
  request: ContentRequest,
  key: K,
  ...[params]: ParamsOf<K>
): Promise<Content<K> | undefined> {
  const path = contentPath(request.locale, contentFile(key, (params ?? {}) as ContentParams<K>));
  return (await fetchApiJson(request, path, contentEndpoints[key].schema)) as Content<K> | undefined;
}
