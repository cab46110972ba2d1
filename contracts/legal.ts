import { keep } from './keep.ts';
import { HtmlSchema } from './html.ts';
import { IdSchema, IsoDateSchema, PageMetaSchema, UNIQUE_IDS } from './page.ts';
import { prose } from './typesetting.ts';
import { z } from './zod.ts';

export const LegalDocumentSchema = z
  .object({
    meta: PageMetaSchema,
    title: prose().min(1).max(160),
    updatedAt: IsoDateSchema,
    sections: z
      .array(z.object({ id: IdSchema, title: prose().min(1).max(200), html: HtmlSchema }))
      .min(1)
      .apply(keep, UNIQUE_IDS),
  })
  .meta({
    id: 'LegalDocument',
    description: 'GET agreement.json and agreement-ctp.json: the user agreements, numbered sections of HTML.',
  });
export type LegalDocument = z.infer<typeof LegalDocumentSchema>;
