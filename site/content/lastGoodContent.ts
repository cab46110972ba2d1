import { STALE_CONTENT_MAX_FILES } from '../rules/contentFaults.ts';
import { createLruCache } from './lruCache.ts';

/**
 * The last good (parsed, contract-checked) copy of each API file this server has fetched, for
 * stale-if-error: at most STALE_CONTENT_MAX_FILES, the least recently used dropping out first. It
 * holds content, never anything about a visitor.
 */
export function createLastGoodContent(maxFiles = STALE_CONTENT_MAX_FILES) {
  return createLruCache<unknown>(maxFiles);
}

/** The server's one cache of last good content. */
export const lastGoodContent = createLastGoodContent();
