import { z } from './zod.ts';
import { CTP_SLUGS } from './slugs.ts';

/** Spec section 2 "Support pages": the pages under /ctp/{slug}/. */
export { CTP_SLUGS };
export const CtpSlugSchema = z.enum(CTP_SLUGS).meta({ id: 'CtpSlug' });
export type CtpSlug = z.infer<typeof CtpSlugSchema>;
