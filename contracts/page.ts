import { ImageSchema } from './image.ts';
import { repeats, type KeptRule } from './keep.ts';
import { SLUG_PATTERN } from './slugs.ts';
import { prose } from './typesetting.ts';
import { z } from './zod.ts';

/** Limits shared by every page's metadata; search engines cut titles and descriptions around these. */
export const PAGE_TITLE_MAX = 70;
export const PAGE_DESCRIPTION_MAX = 200;
export const LABEL_MAX = 60;

/** A path inside the site: starts with one `/`, ends with `/`, locale-less (the site adds `/en/`). */
export const SitePathSchema = z
  .string()
  .regex(/^\/(?:[A-Za-z0-9._~-]+\/)*$/, 'a site path starts and ends with "/", e.g. "/services/web/"')
  .meta({ description: 'A locale-less path inside the site; the site prefixes `/en/` for English.' });

/** A slug: the last segment of a content page's path. */
export const SlugSchema = z
  .string()
  .regex(SLUG_PATTERN, 'a slug is lower-case latin letters and digits joined by "-"')
  .max(100)
  .meta({ description: 'The last path segment of a page, e.g. "uralskiy-trubnyy-zavod-b2b".' });

/** A calendar date, as in `2025-03-14`. */
export const IsoDateSchema = z.iso.date().meta({ description: 'A calendar date, YYYY-MM-DD.' });

export const PageMetaSchema = z
  .object({
    title: prose().min(1).max(PAGE_TITLE_MAX),
    description: prose().min(1).max(PAGE_DESCRIPTION_MAX),
    ogImage: ImageSchema.optional().meta({ description: 'The picture shown when the page is shared.' }),
  })
  .meta({
    id: 'PageMeta',
    description: 'SEO: what the page puts into <title>, <meta name="description"> and og:image.',
  });
export type PageMeta = z.infer<typeof PageMetaSchema>;

export const LinkSchema = z
  .object({ label: prose().min(1).max(LABEL_MAX), href: SitePathSchema })
  .meta({ id: 'Link', description: 'A link to a page of the site.' });
export type Link = z.infer<typeof LinkSchema>;

export const ExternalLinkSchema = z
  .object({ label: prose().min(1).max(LABEL_MAX), url: z.url({ protocol: /^https$/ }) })
  .meta({ id: 'ExternalLink', description: 'A link that leaves the site (https only).' });
export type ExternalLink = z.infer<typeof ExternalLinkSchema>;

/**
 * An array of exactly `length` items. Zod's `.length()` alone is not in the OpenAPI document (its
 * generator reads only min and max): stated there as `minItems` and `maxItems`.
 */
export const exactly = <S extends z.ZodArray>(array: S, length: number): S =>
  array.length(length).meta({ minItems: length, maxItems: length });

/** Ids are positive integers, unique within their list. */
export const IdSchema = z.number().int().positive();

/** A list whose items carry unique ids: the site uses them as React keys and the twin check pairs locales by them. */
export const UNIQUE_IDS: KeptRule<{ id: number | string }[]> = {
  name: 'unique-ids',
  description: 'ids must be unique within the list',
  breaks: (items) => repeats(items, (item) => item.id),
};

/** A list whose items carry unique slugs (categories, projects): the slug is their address. */
export const UNIQUE_SLUGS: KeptRule<{ slug: string }[]> = {
  name: 'unique-slugs',
  description: 'slugs must be unique within the list: each page once',
  breaks: (items) => repeats(items, (item) => item.slug),
};
