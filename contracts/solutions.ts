import { z } from './zod.ts';
import { SOLUTION_SLUGS } from './slugs.ts';

/** Spec section 2 "Solutions": the pages under /solutions/{slug}/. */
export { SOLUTION_SLUGS };
export const SolutionSlugSchema = z.enum(SOLUTION_SLUGS).meta({ id: 'SolutionSlug' });
export type SolutionSlug = z.infer<typeof SolutionSlugSchema>;
