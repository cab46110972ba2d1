import { keep } from './keep.ts';
import { ImageSchema } from './image.ts';
import { IdSchema, PageMetaSchema, SitePathSchema, UNIQUE_IDS } from './page.ts';
import { prose } from './typesetting.ts';
import { z } from './zod.ts';
import { SERVICE_SLUGS, MOBILE_PLATFORMS } from './slugs.ts';

/** Spec section 2 "Services": the pages under /services/{slug}/. */
export { SERVICE_SLUGS };
export const ServiceSlugSchema = z.enum(SERVICE_SLUGS).meta({ id: 'ServiceSlug' });
export type ServiceSlug = z.infer<typeof ServiceSlugSchema>;

/** The sub-pages of mobile development: /services/mobilnye-prilozheniya/{platform}/ (docs/specification.md 2.7). */
export { MOBILE_PLATFORMS };
export const MobilePlatformSchema = z.enum(MOBILE_PLATFORMS).meta({ id: 'MobilePlatform' });

export const ServicesListItemSchema = z
  .object({
    id: IdSchema,
    title: prose().min(1).max(80),
    summary: prose().min(1).max(300),
    href: SitePathSchema,
    icon: z.string().regex(/^[a-z0-9-]+$/),
  })
  .meta({ id: 'ServicesListItem' });

export const ServicesListSchema = z
  .object({
    meta: PageMetaSchema,
    title: prose().min(1).max(120),
    lead: prose().min(1).max(600),
    image: ImageSchema.optional(),
    groups: z
      .array(
        z.object({
          id: IdSchema,
          title: prose().min(1).max(80),
          items: z.array(ServicesListItemSchema).min(1).apply(keep, UNIQUE_IDS),
        }),
      )
      .min(1)
      .apply(keep, UNIQUE_IDS),
  })
  .meta({ id: 'ServicesList', description: 'The /services-list/ page: every service and solution by group.' });
export type ServicesList = z.infer<typeof ServicesListSchema>;
