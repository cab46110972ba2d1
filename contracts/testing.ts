import { z } from './zod.ts';

/** The alternative brand's service pages under /testing/{slug}/ (decisions.md: an index and four services). */
export const TESTING_SLUGS = ['functional-testing', 'test-automation', 'load-testing', 'security-testing'] as const;
export const TestingSlugSchema = z.enum(TESTING_SLUGS).meta({ id: 'TestingSlug' });
export type TestingSlug = z.infer<typeof TestingSlugSchema>;
