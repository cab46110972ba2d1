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

/**
 * The server's one cache of last good content. One per process, not per module copy: the compiled server
 * (sitemap.xml) and Vike's server build (pages) each bundle this module, and both serve what either read.
 */
export const lastGoodContent: ReturnType<typeof createLastGoodContent> = ((globalThis as Record<symbol, unknown>)[
  Symbol.for('site.lastGoodContent')
] ??= createLastGoodContent()) as ReturnType<typeof createLastGoodContent>;
