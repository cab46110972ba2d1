import { keep } from './keep.ts';
import { HeroSchema, SectionsSchema, StatSchema } from './blocks.ts';
import { ImageSchema } from './image.ts';
import { IsoDateSchema, PageMetaSchema, SitePathSchema, UNIQUE_IDS } from './page.ts';
import { prose } from './typesetting.ts';
import { z } from './zod.ts';
import { RESEARCH_SLUGS, RESEARCH_CHAPTER_SLUGS } from './slugs.ts';

/**
 * docs/specification.md 2.3: the research landing pages. Their report forms are separate pages (form-pages/): the two
 * B2B studies share /research-b2b-form/, and metallurgy e-commerce uses /research-ecommerce-form/.
 */
export { RESEARCH_SLUGS };
export const ResearchSlugSchema = z.enum(RESEARCH_SLUGS).meta({ id: 'ResearchSlug' });
export type ResearchSlug = z.infer<typeof ResearchSlugSchema>;

/** docs/specification.md 2.3: the chapters of /research-b2b-ecommerce/{chapter}/. */
export { RESEARCH_CHAPTER_SLUGS };
export const ResearchChapterSlugSchema = z.enum(RESEARCH_CHAPTER_SLUGS).meta({ id: 'ResearchChapterSlug' });
export type ResearchChapterSlug = z.infer<typeof ResearchChapterSlugSchema>;

export const ResearchFactsSchema = z
  .object({
    period: prose().min(1).max(60).meta({ description: 'When the survey ran, e.g. "март–май 2025".' }),
    respondents: z.number().int().positive().meta({ description: 'How many people answered.' }),
    publishedAt: IsoDateSchema,
    pages: z.number().int().positive().optional().meta({ description: 'Pages of the full report (PDF).' }),
  })
  .meta({ id: 'ResearchFacts' });

export const ResearchPageSchema = z
  .object({
    meta: PageMetaSchema,
    hero: HeroSchema,
    facts: ResearchFactsSchema,
    findings: z
      .array(StatSchema)
      .min(1)
      .max(8)
      .apply(keep, UNIQUE_IDS)
      .meta({ description: 'Key findings in numbers.' }),
    chapters: z
      .array(
        z.object({
          slug: ResearchChapterSlugSchema,
          title: prose().min(1).max(120),
          summary: prose().min(1).max(300),
        }),
      )
      .optional()
      .meta({ description: 'Only for research with chapter pages.' }),
    sections: SectionsSchema,
    form: SitePathSchema.meta({ description: 'The page with the form that sends the full report.' }),
  })
  .meta({ id: 'ResearchPage', description: 'GET research/{slug}.json: a research landing page.' });
export type ResearchPage = z.infer<typeof ResearchPageSchema>;

export const ResearchChapterSchema = z
  .object({
    slug: ResearchChapterSlugSchema,
    order: z.number().int().min(1).max(RESEARCH_CHAPTER_SLUGS.length),
    meta: PageMetaSchema,
    hero: HeroSchema,
    sections: SectionsSchema,
    cover: ImageSchema.optional(),
  })
  .meta({
    id: 'ResearchChapter',
    description: 'GET research/research-b2b-ecommerce/{chapter}.json: one chapter of the B2B e-commerce study.',
  });
export type ResearchChapter = z.infer<typeof ResearchChapterSchema>;
