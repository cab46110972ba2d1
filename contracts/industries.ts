import { z } from './zod.ts';
import { INDUSTRY_SLUGS } from './slugs.ts';

/** Spec section 2 "Industries": the pages under /industries/{slug}/; metallurgy is in the content list too. */
export { INDUSTRY_SLUGS };
export const IndustrySlugSchema = z.enum(INDUSTRY_SLUGS).meta({ id: 'IndustrySlug' });
export type IndustrySlug = z.infer<typeof IndustrySlugSchema>;
