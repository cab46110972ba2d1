import { LinkSchema, PageMetaSchema, SitePathSchema } from './page.ts';
import { z } from './zod.ts';

export const HOME_SERVICES_MAX = 12;
export const HOME_PROJECTS_MAX = 8;

export const ClientsBannerSchema = z
  .object({
    value: z.number().int().nonnegative().meta({ description: 'The figure, e.g. 300.' }),
    suffix: z.string().max(3).meta({ description: 'Shown right after the figure, e.g. "+".' }),
    label: z
      .string()
      .min(1)
      .max(80)
      .meta({ description: 'The words after the figure, already in the right plural form.' }),
  })
  .meta({ id: 'ClientsBanner', description: 'The company statistic banner (spec section 1: "300+ clients").' });
export type ClientsBanner = z.infer<typeof ClientsBannerSchema>;

export const HomeServiceSchema = z
  .object({
    id: z.number().int().positive(),
    title: z.string().min(1).max(80),
    summary: z.string().min(1).max(240),
    href: SitePathSchema,
  })
  .meta({ id: 'HomeService' });

export const HomeProjectSchema = z
  .object({
    id: z.number().int().positive(),
    client: z.string().min(1).max(80),
    title: z.string().min(1).max(120),
    result: z
      .string()
      .min(1)
      .max(160)
      .meta({ description: 'One measurable outcome, e.g. "+38 % online orders in 6 months".' }),
    href: SitePathSchema,
  })
  .meta({ id: 'HomeProject' });

export const HomeSchema = z
  .object({
    meta: PageMetaSchema,
    hero: z.object({
      title: z.string().min(1).max(120),
      subtitle: z.string().min(1).max(300),
      cta: LinkSchema,
    }),
    clients: ClientsBannerSchema,
    services: z.object({ title: z.string().min(1), items: z.array(HomeServiceSchema).min(1).max(HOME_SERVICES_MAX) }),
    projects: z.object({ title: z.string().min(1), items: z.array(HomeProjectSchema).min(1).max(HOME_PROJECTS_MAX) }),
  })
  .meta({ id: 'Home', description: 'Content of the home page: GET /api/home.json (ru) and /api/en/home.json (en).' });
export type Home = z.infer<typeof HomeSchema>;
