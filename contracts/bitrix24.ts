import { z } from './zod.ts';
import { BITRIX24_SLUGS } from './slugs.ts';

/** docs/specification.md 2.4 "Bitrix24 pages", in the spec's case; their lower-case forms redirect to these. */
export { BITRIX24_SLUGS };
export const Bitrix24SlugSchema = z.enum(BITRIX24_SLUGS).meta({ id: 'Bitrix24Slug' });
export type Bitrix24Slug = z.infer<typeof Bitrix24SlugSchema>;
