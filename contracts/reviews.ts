import { keep } from './keep.ts';
import { HeroSchema } from './blocks.ts';
import { ImageSchema } from './image.ts';
import { IdSchema, IsoDateSchema, PageMetaSchema, UNIQUE_IDS } from './page.ts';
import { ProjectSlugSchema } from './portfolio.ts';
import { prose } from './typesetting.ts';
import { z } from './zod.ts';

export const REVIEW_TEXT_MAX = 1500;

export const ReviewSchema = z
  .object({
    id: IdSchema,
    author: prose().min(1).max(80),
    position: prose().min(1).max(120),
    company: prose().min(1).max(80),
    date: IsoDateSchema,
    text: prose().min(40).max(REVIEW_TEXT_MAX),
    photo: ImageSchema,
    letter: ImageSchema.optional().meta({ description: 'A scan of the signed letter of thanks.' }),
    project: ProjectSlugSchema.optional(),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof ReviewSchema>;

export const ReviewsPageSchema = z
  .object({
    meta: PageMetaSchema,
    hero: HeroSchema,
    items: z.array(ReviewSchema).min(1).apply(keep, UNIQUE_IDS),
  })
  .meta({ id: 'ReviewsPage', description: 'GET reviews.json: the /reviews/ page, newest first.' });
export type ReviewsPage = z.infer<typeof ReviewsPageSchema>;
