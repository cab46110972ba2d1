import { keep } from './keep.ts';
import { FeatureSchema, HeroSchema, StepSchema } from './blocks.ts';
import { IdSchema, PageMetaSchema, UNIQUE_IDS } from './page.ts';
import { prose } from './typesetting.ts';
import { z } from './zod.ts';

export const VacancySchema = z
  .object({
    id: IdSchema,
    title: prose().min(1).max(100),
    department: prose().min(1).max(80),
    location: prose().min(1).max(80).meta({ description: 'City or "удалённо" / "remote".' }),
    experience: prose().min(1).max(60),
    summary: prose().min(1).max(400),
    url: z.url({ protocol: /^https$/ }).meta({ description: 'The vacancy on the career site.' }),
  })
  .meta({ id: 'Vacancy' });

export const CareerPageSchema = z
  .object({
    meta: PageMetaSchema,
    hero: HeroSchema,
    perks: z.array(FeatureSchema).min(1).max(12).apply(keep, UNIQUE_IDS),
    vacancies: z.array(VacancySchema).apply(keep, UNIQUE_IDS),
    hiring: z.array(StepSchema).min(1).max(8).apply(keep, UNIQUE_IDS).meta({ description: 'How hiring goes.' }),
  })
  .meta({
    id: 'CareerPage',
    description: 'GET career.json: working at the agency (the /career/ path redirects to the career site).',
  });
export type CareerPage = z.infer<typeof CareerPageSchema>;
