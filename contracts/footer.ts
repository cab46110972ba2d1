import { IdSchema, SitePathSchema } from './page.ts';
import { prose } from './typesetting.ts';
import { z } from './zod.ts';

const https = z.url({ protocol: /^https$/ });

/** Spec section 3 "Footer link": an internal linkSrc or an externalLink, never both. */
export const FooterLinkSchema = z
  .object({
    id: IdSchema,
    text: prose().min(1).max(80),
    linkSrc: SitePathSchema.optional(),
    externalLink: https.optional(),
    class: z
      .string()
      .regex(/^[a-z-]+$/)
      .optional(),
    title: prose().min(1).max(120).optional(),
  })
  .refine((link) => (link.linkSrc === undefined) !== (link.externalLink === undefined), {
    message: 'a footer link has either linkSrc or externalLink',
  })
  .meta({ id: 'FooterLink' });
export type FooterLink = z.infer<typeof FooterLinkSchema>;

/** Spec section 3 "Footer group": a column (an accordion under 1024 px). */
export const FooterGroupSchema = z
  .object({
    id: IdSchema,
    name: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .meta({ description: 'Machine name, e.g. "services".' }),
    title: prose().min(1).max(60),
    links: z.array(FooterLinkSchema).min(1),
    doubleTitle: prose().min(1).max(60).optional().meta({ description: 'A second heading inside the column.' }),
    doubleLinkSrc: SitePathSchema.optional(),
    doubleLinks: z.array(FooterLinkSchema).optional(),
    type: z.literal('mobile').optional().meta({ description: 'Shown only in the mobile footer.' }),
  })
  .meta({ id: 'FooterGroup' });
export type FooterGroup = z.infer<typeof FooterGroupSchema>;

/** Spec section 3 "Social link". */
export const SocialLinkSchema = z
  .object({ id: IdSchema, name: z.string().regex(/^[a-z0-9-]+$/), linkSrc: https, text: prose().min(1).max(60) })
  .meta({ id: 'SocialLink' });
export type SocialLink = z.infer<typeof SocialLinkSchema>;

/** A menu group of the support footer's dropdowns: a title and a menu of items. */
export const FooterMenuGroupSchema = z
  .object({
    title: prose().min(1).max(60),
    menu: z
      .array(
        z.object({
          id: IdSchema,
          name: prose().min(1).max(80),
          link: z.union([SitePathSchema, https]),
          external: z.boolean(),
        }),
      )
      .min(1),
  })
  .meta({ id: 'FooterMenuGroup' });
export type FooterMenuGroup = z.infer<typeof FooterMenuGroupSchema>;

/** One footer variant's data (Russian, English, support, alternative brand). */
export const FooterDataSchema = z
  .object({
    groups: z.array(FooterGroupSchema).min(1),
    menuGroups: z.array(FooterMenuGroupSchema).default([]),
    social: z.array(SocialLinkSchema),
    copyright: prose().min(1).max(120),
    privacyPolicy: FooterLinkSchema,
    processingOfPersonalData: FooterLinkSchema,
  })
  .meta({ id: 'FooterData' });
export type FooterData = z.infer<typeof FooterDataSchema>;
