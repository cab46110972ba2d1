import { z } from './zod.ts';

/** Limits shared by every page's metadata; search engines cut titles and descriptions around these. */
export const PAGE_TITLE_MAX = 70;
export const PAGE_DESCRIPTION_MAX = 200;

/** A path inside the site: starts with one `/`, ends with `/`, locale-less (the site adds `/en/`). */
export const SitePathSchema = z
  .string()
  .regex(/^\/(?:[A-Za-z0-9._~-]+\/)*$/, 'a site path starts and ends with "/", e.g. "/services/web/"')
  .meta({ description: 'A locale-less path inside the site; the site prefixes `/en/` for English.' });

export const PageMetaSchema = z
  .object({
    title: z.string().min(1).max(PAGE_TITLE_MAX),
    description: z.string().min(1).max(PAGE_DESCRIPTION_MAX),
  })
  .meta({ id: 'PageMeta', description: 'What the page puts into <title> and <meta name="description">.' });
export type PageMeta = z.infer<typeof PageMetaSchema>;

export const LinkSchema = z.object({ label: z.string().min(1).max(60), href: SitePathSchema }).meta({ id: 'Link' });
export type Link = z.infer<typeof LinkSchema>;
