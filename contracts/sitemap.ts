import { keep } from './keep.ts';
import { IdSchema, LinkSchema, PageMetaSchema, UNIQUE_IDS } from './page.ts';
import { prose } from './typesetting.ts';
import { z } from './zod.ts';

export const SitemapPageSchema = z
  .object({
    meta: PageMetaSchema,
    title: prose().min(1).max(120),
    groups: z
      .array(z.object({ id: IdSchema, title: prose().min(1).max(80), links: z.array(LinkSchema).min(1) }))
      .min(1)
      .apply(keep, UNIQUE_IDS),
  })
  .meta({ id: 'SitemapPage', description: 'GET sitemap.json: the /sitemap/ page, every section and its pages.' });
export type SitemapPage = z.infer<typeof SitemapPageSchema>;
