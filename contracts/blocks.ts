import { keep } from './keep.ts';
import { AccordionSchema } from './accordion.ts';
import { HtmlSchema } from './html.ts';
import { ImageSchema } from './image.ts';
import { IdSchema, LinkSchema, SitePathSchema, UNIQUE_IDS } from './page.ts';
import { VideoSchema } from './video.ts';
import { prose, unit } from './typesetting.ts';
import { z } from './zod.ts';

/**
 * The building blocks pages are made of. Every page family (services, solutions, industries,
 * Bitrix24, support, testing, company, projects, research) is a hero plus a list of these sections,
 * so one template renders them all.
 */

export const TITLE_MAX = 140;
export const TEXT_MAX = 600;
export const SECTION_ITEMS_MAX = 24;

const title = prose().min(1).max(TITLE_MAX);
const text = prose().min(1).max(TEXT_MAX);
const icon = z
  .string()
  .regex(/^[a-z0-9-]+$/)
  .meta({ description: 'Name of an icon from the site sprite.' });
const items = <T extends z.ZodType<{ id: number }>>(item: T) =>
  z.array(item).min(1).max(SECTION_ITEMS_MAX).apply(keep, UNIQUE_IDS);

export const HeroSchema = z
  .object({
    eyebrow: prose().min(1).max(60).optional().meta({ description: 'A short line above the title.' }),
    title,
    lead: text.meta({ description: 'One or two sentences under the title.' }),
    cta: LinkSchema.optional(),
    image: ImageSchema.optional(),
  })
  .meta({ id: 'Hero', description: 'The first screen of a page.' });
export type Hero = z.infer<typeof HeroSchema>;

export const FeatureSchema = z
  .object({ id: IdSchema, icon: icon.optional(), title, text, href: SitePathSchema.optional() })
  .meta({ id: 'Feature' });

export const StatSchema = z
  .object({
    id: IdSchema,
    value: z.number().nonnegative().meta({ description: 'The figure, e.g. 38.' }),
    prefix: z.string().max(3).optional().meta({ description: 'Before the figure, e.g. "+" or "×".' }),
    suffix: unit().max(12).optional().meta({ description: 'After the figure, e.g. "%" or " дней".' }),
    label: text.meta({ description: 'What the figure measures.' }),
  })
  .meta({ id: 'Stat', description: 'A result in numbers.' });
export type Stat = z.infer<typeof StatSchema>;

export const StepSchema = z
  .object({
    id: IdSchema,
    title,
    text,
    duration: prose().min(1).max(40).optional().meta({ description: 'How long the step takes, e.g. "2–3 недели".' }),
  })
  .meta({ id: 'Step' });

export const CaseCardSchema = z
  .object({
    id: IdSchema,
    slug: z.string().min(1).meta({ description: 'The project slug: /portfolio-web-studii/{slug}/.' }),
    client: prose().min(1).max(80),
    title,
    result: text.meta({ description: 'One measurable outcome.' }),
    image: ImageSchema.optional(),
  })
  .meta({ id: 'CaseCard', description: 'A project shown on another page.' });

export const PlanSchema = z
  .object({
    id: IdSchema,
    title,
    price: prose().min(1).max(60).meta({ description: 'As shown, e.g. "от 1 200 000 ₽" or "from $15,000".' }),
    period: prose().max(40).optional().meta({ description: 'e.g. "в месяц".' }),
    features: z.array(prose().min(1).max(200)).min(1).max(12),
    highlighted: z.boolean().default(false),
  })
  .meta({ id: 'Plan', description: 'A price plan or package.' });

export const TeamMemberSchema = z
  .object({ id: IdSchema, name: prose().min(1).max(80), position: prose().min(1).max(120), photo: ImageSchema })
  .meta({ id: 'TeamMember' });

export const TimelineEventSchema = z
  .object({ id: IdSchema, year: z.number().int().min(1990).max(2100), title, text })
  .meta({ id: 'TimelineEvent' });

export const QuoteSchema = z
  .object({
    text: prose().min(1).max(1200),
    author: prose().min(1).max(80),
    position: prose().min(1).max(160),
    photo: ImageSchema.optional(),
  })
  .meta({ id: 'Quote', description: 'What a client said.' });
export type Quote = z.infer<typeof QuoteSchema>;

// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- T keeps the literal `type` in the inferred section type
const section = <T extends string, S extends z.ZodRawShape>(type: T, shape: S, description: string) =>
  z
    .object({ type: z.literal(type), id: IdSchema, title: title.optional(), lead: text.optional() })
    // extend, not spread: a section's own fields (a CTA's required title) replace the common ones in the type too.
    .extend(shape)
    .meta({ id: `${type.charAt(0).toUpperCase()}${type.slice(1)}Section`, description });

export const SectionSchema = z
  .discriminatedUnion('type', [
    section(
      'features',
      { items: items(FeatureSchema), columns: z.number().int().min(1).max(4).default(3) },
      'Cards with an icon, a title and a text: what we do, advantages.',
    ),
    section('stats', { items: items(StatSchema) }, 'Results or facts in numbers.'),
    section('steps', { items: items(StepSchema) }, 'How the work goes, step by step.'),
    section('faq', { accordion: AccordionSchema }, 'Questions and answers in an accordion.'),
    section('cases', { items: items(CaseCardSchema), more: LinkSchema.optional() }, 'Projects of the portfolio.'),
    section('plans', { items: items(PlanSchema) }, 'Prices, plans or packages.'),
    section(
      'technologies',
      { items: z.array(prose().min(1).max(60)).min(1).max(40) },
      'The stack: platforms, languages, services.',
    ),
    section('text', { html: HtmlSchema, image: ImageSchema.optional() }, 'Free text, optionally beside an image.'),
    section('quote', { quote: QuoteSchema }, 'A client review.'),
    section('team', { items: items(TeamMemberSchema) }, 'People.'),
    section('timeline', { items: items(TimelineEventSchema) }, 'History by years.'),
    section('cta', { title, text: text.optional(), button: LinkSchema }, 'A call to action with one button.'),
    section(
      'video',
      { video: VideoSchema },
      'A video: a recording on the video host or the video-sharing site, or an own file.',
    ),
  ])
  .meta({ id: 'Section', description: 'One block of a page, chosen by `type`.' });
export type Section = z.infer<typeof SectionSchema>;

export const SectionsSchema = z.array(SectionSchema).min(1).max(20).apply(keep, UNIQUE_IDS);
