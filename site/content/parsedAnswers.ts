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
    /**
     * What the same text from `url` was parsed into (`known`), and how to keep what it is parsed into now
     * (`remember`): the text is hashed once either way.
     */
    lookup(url: string, text: string): { known: unknown; remember: (data: unknown) => void } {
      const digest = digestOf(text);
      const kept = answers.get(url);
      return {
        known: kept && kept.digest === digest ? kept.data : undefined,
        remember: (data) => answers.set(url, { digest, data }),
      };
    },
  };
}

/**
 * The server's one store of parsed answers. One per process, not per module copy: the compiled server
 * (sitemap.xml) and Vike's server build (pages) each bundle this module, and both read the same answers.
 */
export const parsedAnswers: ReturnType<typeof createParsedAnswers> = ((globalThis as Record<symbol, unknown>)[
  Symbol.for('site.parsedAnswers')
] ??= createParsedAnswers()) as ReturnType<typeof createParsedAnswers>;
