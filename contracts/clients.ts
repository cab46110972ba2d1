import { keep } from './keep.ts';
import { HeroSchema } from './blocks.ts';
import { IndustrySlugSchema } from './industries.ts';
import { ImageSchema } from './image.ts';
import { IdSchema, PageMetaSchema, UNIQUE_IDS } from './page.ts';
import { ProjectSlugSchema } from './portfolio.ts';
import { prose } from './typesetting.ts';
import { z } from './zod.ts';

export const ClientSchema = z
  .object({
    id: IdSchema,
    name: prose().min(1).max(80),
    industry: IndustrySlugSchema,
    since: z.number().int().min(2005).max(2030).meta({ description: 'The year the work together began.' }),
    logo: ImageSchema,
    work: prose().min(1).max(200).meta({ description: 'What we do for the client, in a line.' }),
    project: ProjectSlugSchema.optional().meta({ description: 'The case study, when there is one.' }),
  })
  .meta({ id: 'Client' });
export type Client = z.infer<typeof ClientSchema>;

export const ClientsPageSchema = z
  .object({
    meta: PageMetaSchema,
    hero: HeroSchema,
    items: z.array(ClientSchema).min(1).apply(keep, UNIQUE_IDS),
  })
  .meta({ id: 'ClientsPage', description: 'GET clients.json: the /clients/ page.' });
export type ClientsPage = z.infer<typeof ClientsPageSchema>;
