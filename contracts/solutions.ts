import { z } from './zod.ts';

/** Spec section 2 "Solutions": the pages under /solutions/{slug}/. */
export const SOLUTION_SLUGS = [
  'b2b-platform-abilities',
  'bitrix24',
  'crm',
  'hr',
  'interaktivnye-dashbordy',
  'mobile-tasks',
  'mobilnoe-prilozhenie-proizvoditeley',
  'naumen',
  'pim',
  'portal-postavshchikov',
  'r7-office',
  'rabotosposobnost',
  'server-monitoring',
  'vnedrenie-apm-sistem',
  'vnedrenie-esb-sistem',
  'vnedrenie-oms-sistem',
] as const;
export const SolutionSlugSchema = z.enum(SOLUTION_SLUGS).meta({ id: 'SolutionSlug' });
export type SolutionSlug = z.infer<typeof SolutionSlugSchema>;
