import { z } from './zod.ts';
import { TESTING_SLUGS } from './slugs.ts';

/** The alternative brand's service pages under /testing/{slug}/ (decisions.md: an index and four services). */
export { TESTING_SLUGS };
export const TestingSlugSchema = z.enum(TESTING_SLUGS).meta({ id: 'TestingSlug' });
export type TestingSlug = z.infer<typeof TestingSlugSchema>;
