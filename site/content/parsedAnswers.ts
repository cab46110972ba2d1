import { createHash } from 'node:crypto';
import { STALE_CONTENT_MAX_FILES } from '../rules/contentFaults.ts';
import { createLruCache } from './lruCache.ts';

/**
 * The parsed (contract-checked, typeset) content of the last answer from each API address, kept with a
 * digest of that answer's text: when the API answers an address with the same text again, the site takes
 * what it parsed last time instead of parsing and typesetting it again. As many addresses as the last good
 * copies (STALE_CONTENT_MAX_FILES), the least recently used dropping out first. Pages only read content,
 * so one parsed copy serves every render made from it.
 */
export function createParsedAnswers(maxFiles = STALE_CONTENT_MAX_FILES) {
  const answers = createLruCache<{ digest: string; data: unknown }>(maxFiles);
  const digestOf = (text: string) => createHash('sha256').update(text).digest('base64');
  return {
    /** What the same text from `url` was parsed into, or undefined. */
    get(url: string, text: string): unknown {
      const known = answers.get(url);
      return known && known.digest === digestOf(text) ? known.data : undefined;
    },
    set(url: string, text: string, data: unknown) {
      answers.set(url, { digest: digestOf(text), data });
    },
  };
}

/** The server's one store of parsed answers. */
export const parsedAnswers = createParsedAnswers();
