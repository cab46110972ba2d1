import { z } from './zod.ts';

/** Spec section 2 "Industries": the pages under /industries/{slug}/; metallurgy is in the content list too. */
export const INDUSTRY_SLUGS = [
  'agro-kompleks',
  'clothes-and-shoes',
  'constructing',
  'education',
  'furniture',
  'gmk',
  'industry',
  'jewelry',
  'medicine',
  'metallurgy',
] as const;
export const IndustrySlugSchema = z.enum(INDUSTRY_SLUGS).meta({ id: 'IndustrySlug' });
export type IndustrySlug = z.infer<typeof IndustrySlugSchema>;
