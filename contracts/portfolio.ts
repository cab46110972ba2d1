import { keep } from './keep.ts';
import { HeroSchema, QuoteSchema, SectionsSchema, StatSchema } from './blocks.ts';
import { IndustrySlugSchema } from './industries.ts';
import { ImageSchema } from './image.ts';
import { exactly, IsoDateSchema, PageMetaSchema, SlugSchema, UNIQUE_IDS, UNIQUE_SLUGS } from './page.ts';
import { prose } from './typesetting.ts';
import { z } from './zod.ts';
import { PROJECT_CATEGORY_SLUGS } from './slugs.ts';

/** Spec section 2: the eight portfolio categories, /portfolio-web-studii/{category}/. */
export { PROJECT_CATEGORY_SLUGS };
export const ProjectCategorySlugSchema = z.enum(PROJECT_CATEGORY_SLUGS).meta({ id: 'ProjectCategorySlug' });
export type ProjectCategorySlug = z.infer<typeof ProjectCategorySlugSchema>;

/** A project slug is any slug that is not a category: the two share the path (docs/specification.md 2.10). */
export const ProjectSlugSchema = SlugSchema.refine(
  (slug) => !(PROJECT_CATEGORY_SLUGS as readonly string[]).includes(slug),
  { message: 'a project slug may not be one of the category slugs' },
).meta({ id: 'ProjectSlug', not: { enum: [...PROJECT_CATEGORY_SLUGS] } });

export const PROJECT_RESULTS_MAX = 6;
const NO_TECHNOLOGIES_SECTION =
  'a project lists its stack in `technologies`, which the page shows under its own heading: a technologies section would show it twice';

export const ProjectCategorySchema = z
  .object({
    slug: ProjectCategorySlugSchema,
    title: prose().min(1).max(80),
    description: prose().min(1).max(400),
    meta: PageMetaSchema,
  })
  .meta({ id: 'ProjectCategory', description: 'A portfolio category: its tab and its page.' });
export type ProjectCategory = z.infer<typeof ProjectCategorySchema>;

export const ProjectCategoriesSchema = z
  .object({
    items: exactly(z.array(ProjectCategorySchema), PROJECT_CATEGORY_SLUGS.length).apply(keep, UNIQUE_SLUGS),
  })
  .meta({
    id: 'ProjectCategories',
    description: 'GET portfolio-web-studii/categories.json: the eight categories (store: projectCategories).',
  });
export type ProjectCategories = z.infer<typeof ProjectCategoriesSchema>;

export const ProjectCardSchema = z
  .object({
    slug: ProjectSlugSchema,
    name: prose().min(1).max(120).meta({ description: 'The project title shown on its card.' }),
    client: prose().min(1).max(80),
    categories: z.array(ProjectCategorySlugSchema).min(1).max(3),
    industry: IndustrySlugSchema,
    year: z.number().int().min(2010).max(2030),
    result: prose().min(1).max(200).meta({ description: 'The headline outcome, with a number.' }),
    cover: ImageSchema,
  })
  .meta({ id: 'ProjectCard', description: 'A project in the portfolio list.' });
export type ProjectCard = z.infer<typeof ProjectCardSchema>;

export const PortfolioListSchema = z
  .object({
    items: z.array(ProjectCardSchema).min(1).apply(keep, UNIQUE_SLUGS),
  })
  .meta({
    id: 'PortfolioList',
    description: 'GET portfolio-web-studii/list.json: every project, newest first (store: projectList).',
  });
export type PortfolioList = z.infer<typeof PortfolioListSchema>;

export const PortfolioIndexSchema = z
  .object({
    meta: PageMetaSchema,
    hero: HeroSchema,
    stats: z.array(StatSchema).max(4).apply(keep, UNIQUE_IDS),
    featured: z.array(ProjectSlugSchema).max(6).meta({ description: 'Slugs of the projects shown first.' }),
  })
  .meta({ id: 'PortfolioIndex', description: 'GET portfolio-web-studii/index.json: the /portfolio-web-studii/ page.' });
export type PortfolioIndex = z.infer<typeof PortfolioIndexSchema>;

export const ProjectSchema = z
  .object({
    slug: ProjectSlugSchema,
    meta: PageMetaSchema,
    name: prose().min(1).max(120),
    client: prose().min(1).max(80),
    categories: z.array(ProjectCategorySlugSchema).min(1).max(3),
    industry: IndustrySlugSchema,
    year: z.number().int().min(2010).max(2030),
    launchedAt: IsoDateSchema.optional(),
    duration: prose().min(1).max(40).meta({ description: 'How long the project took, e.g. "7 месяцев".' }),
    hero: HeroSchema,
    task: prose().min(1).max(1200).meta({ description: 'What the client needed, in a paragraph.' }),
    results: z.array(StatSchema).min(1).max(PROJECT_RESULTS_MAX).apply(keep, UNIQUE_IDS),
    technologies: z.array(prose().min(1).max(60)).min(1).max(20),
    sections: SectionsSchema.refine((sections) => !sections.some((section) => section.type === 'technologies'), {
      message: NO_TECHNOLOGIES_SECTION,
    }).meta({
      description: NO_TECHNOLOGIES_SECTION,
      not: { contains: { type: 'object', properties: { type: { const: 'technologies' } }, required: ['type'] } },
    }),
    review: QuoteSchema.optional(),
  })
  .meta({ id: 'Project', description: 'GET portfolio-web-studii/projects/{slug}.json: a case study.' });
export type Project = z.infer<typeof ProjectSchema>;
