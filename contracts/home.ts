import { keep } from './keep.ts';
import { AccordionSchema } from './accordion.ts';
import { StatSchema } from './blocks.ts';
import { ImageSchema } from './image.ts';
import { IdSchema, LinkSchema, PageMetaSchema, SitePathSchema, UNIQUE_IDS } from './page.ts';
import { prose, unit } from './typesetting.ts';
import { z } from './zod.ts';

export const HOME_SERVICES_MAX = 12;
export const HOME_PROJECTS_MAX = 8;
export const HOME_FACTS_MAX = 4;
export const HOME_LOGOS_MAX = 12;
export const HOME_REVIEWS_MAX = 3;
export const HOME_REVIEW_TEXT_MAX = 360;

export const ClientsBannerSchema = z
  .object({
    value: z.number().int().nonnegative().meta({ description: 'The figure, e.g. 300.' }),
    suffix: unit().max(3).meta({ description: 'Shown right after the figure, e.g. "+".' }),
    label: prose()
      .min(1)
      .max(80)
      .meta({ description: 'The words after the figure, already in the right plural form.' }),
  })
  .meta({ id: 'ClientsBanner', description: 'The company statistic banner (spec section 1: "300+ clients").' });
export type ClientsBanner = z.infer<typeof ClientsBannerSchema>;

export const HomeServiceSchema = z
  .object({
    id: z.number().int().positive(),
    title: prose().min(1).max(80),
    summary: prose().min(1).max(240),
    href: SitePathSchema,
  })
  .meta({ id: 'HomeService' });

export const HomeProjectSchema = z
  .object({
    id: z.number().int().positive(),
    client: prose().min(1).max(80),
    title: prose().min(1).max(120),
    result: prose()
      .min(1)
      .max(160)
      .meta({ description: 'One measurable outcome, e.g. "+38 % online orders in 6 months".' }),
    href: SitePathSchema,
    image: ImageSchema.meta({ description: "The project's cover: what was built, as the project page shows it." }),
  })
  .meta({ id: 'HomeProject' });

export const HomeClientLogoSchema = z
  .object({ id: IdSchema, name: prose().min(1).max(80), logo: ImageSchema })
  .meta({ id: 'HomeClientLogo', description: "A client's logo in the home page's strip of clients." });

export const HomeReviewSchema = z
  .object({
    id: IdSchema,
    text: prose()
      .min(1)
      .max(HOME_REVIEW_TEXT_MAX)
      .meta({ description: 'The gist of what the client said, a few sentences; the whole review is on /reviews/.' }),
    author: prose().min(1).max(80),
    position: prose().min(1).max(120),
    company: prose().min(1).max(80),
    photo: ImageSchema,
  })
  .meta({ id: 'HomeReview' });

export const HomeSchema = z
  .object({
    meta: PageMetaSchema,
    hero: z.object({
      eyebrow: prose().min(1).max(60).meta({ description: 'A short line above the title: who we are.' }),
      title: prose().min(1).max(120),
      subtitle: prose().min(1).max(300),
      cta: LinkSchema,
      secondaryCta: LinkSchema.meta({ description: 'The second way on, e.g. to the portfolio.' }),
      image: ImageSchema.meta({ description: "The first screen's picture: what the agency builds." }),
    }),
    clients: ClientsBannerSchema,
    facts: z
      .array(StatSchema)
      .min(1)
      .max(HOME_FACTS_MAX)
      .apply(keep, UNIQUE_IDS)
      .meta({ description: 'More figures beside the clients banner: years, people, response time.' }),
    services: z.object({ title: prose().min(1), items: z.array(HomeServiceSchema).min(1).max(HOME_SERVICES_MAX) }),
    projects: z.object({
      title: prose().min(1),
      items: z.array(HomeProjectSchema).min(1).max(HOME_PROJECTS_MAX),
      more: LinkSchema.meta({ description: 'To the whole portfolio.' }),
    }),
    logos: z.object({
      title: prose().min(1).max(120),
      items: z.array(HomeClientLogoSchema).min(4).max(HOME_LOGOS_MAX).apply(keep, UNIQUE_IDS),
    }),
    reviews: z.object({
      title: prose().min(1).max(120),
      items: z.array(HomeReviewSchema).min(1).max(HOME_REVIEWS_MAX).apply(keep, UNIQUE_IDS),
      more: LinkSchema.meta({ description: 'To every review.' }),
    }),
    faq: z.object({ title: prose().min(1).max(120), accordion: AccordionSchema }),
    closing: z
      .object({ title: prose().min(1).max(120), text: prose().min(1).max(300), cta: LinkSchema })
      .meta({ description: 'The call to action that ends the page.' }),
  })
  .meta({ id: 'Home', description: 'Content of the home page: GET /api/home.json (ru) and /api/en/home.json (en).' });
export type Home = z.infer<typeof HomeSchema>;
