import { SitePathSchema } from './page.ts';
import { prose } from './typesetting.ts';
import { z } from './zod.ts';

export const SEARCH_KEYS_MAX = 30;

import { SEARCH_SECTIONS } from './slugs.ts';

/** The four search indexes (spec section 7), concatenated by the site into one list. */
export { SEARCH_SECTIONS };
export const SearchSectionSchema = z.enum(SEARCH_SECTIONS).meta({ id: 'SearchSection' });
export type SearchSection = z.infer<typeof SearchSectionSchema>;

export const SearchItemSchema = z
  .object({
    keys: z
      .array(z.string().min(1).max(200))
      .min(1)
      .max(SEARCH_KEYS_MAX)
      .meta({ description: 'Words and phrases the item is found by; the query matches when any key contains it.' }),
    title: prose().min(1).max(140),
    url: SitePathSchema,
    section: SearchSectionSchema,
    summary: prose().min(1).max(300).optional(),
  })
  .meta({ id: 'SearchItem', description: 'Spec section 3 "Search item", with what a result shows.' });
export type SearchItem = z.infer<typeof SearchItemSchema>;

export const SearchIndexSchema = z
  .array(SearchItemSchema)
  .min(1)
  .meta({ id: 'SearchIndex', description: 'GET {section}/search.json: one section of the search index.' });
export type SearchIndex = z.infer<typeof SearchIndexSchema>;
