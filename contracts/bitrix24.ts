import { z } from './zod.ts';

/** Spec section 2 "Bitrix24 pages", in the spec's case (decisions.md: lower-case forms redirect to these). */
export const BITRIX24_SLUGS = [
  'bi-constructor',
  'crm-for-business',
  'Crm',
  'Dorabotka',
  'Enterprise',
  'integration',
  'Kedo',
  'vnedrenie',
] as const;
export const Bitrix24SlugSchema = z.enum(BITRIX24_SLUGS).meta({ id: 'Bitrix24Slug' });
export type Bitrix24Slug = z.infer<typeof Bitrix24SlugSchema>;
