import { z } from './zod.ts';
import { TESTING_SLUGS } from './slugs.ts';

/** The alternative brand's service pages, /testing/{slug}/ (docs/specification.md 2.11): four, beside its index. */
export { TESTING_SLUGS };
export const TestingSlugSchema = z.enum(TESTING_SLUGS).meta({ id: 'TestingSlug' });
export type TestingSlug = z.infer<typeof TestingSlugSchema>;
