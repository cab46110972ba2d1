import { z } from './zod.ts';

/** Spec section 2 "Support pages": the pages under /ctp/{slug}/. */
export const CTP_SLUGS = [
  'b24_support',
  'complex_support',
  'development',
  'ecommerce_support',
  'incident_support',
  'support_ctp',
] as const;
export const CtpSlugSchema = z.enum(CTP_SLUGS).meta({ id: 'CtpSlug' });
export type CtpSlug = z.infer<typeof CtpSlugSchema>;
