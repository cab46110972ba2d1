import { ImageSchema } from './image.ts';
import { FormNameSchema } from './forms.ts';
import { PageMetaSchema } from './page.ts';
import { prose } from './typesetting.ts';
import { z } from './zod.ts';

/**
 * The copy around a form: the feedback screens and the research form screens. The form itself comes
 * from its definition (GET /api/forms/{form}.json).
 */
export const FormPageSchema = z
  .object({
    meta: PageMetaSchema,
    form: FormNameSchema.meta({ description: 'Which form definition the page shows.' }),
    title: prose().min(1).max(140),
    lead: prose().min(1).max(600),
    bullets: z
      .array(prose().min(1).max(200))
      .max(6)
      .meta({ description: 'What happens next, or what the study contains.' }),
    cover: ImageSchema.optional().meta({ description: 'The report cover, on research forms.' }),
    success: z
      .object({ title: prose().min(1).max(120), text: prose().min(1).max(600) })
      .meta({ description: 'Shown after a successful submission; research forms say how the study will arrive.' }),
  })
  .meta({ id: 'FormPage', description: 'GET {form}.json: the copy of a feedback or research form screen.' });
export type FormPage = z.infer<typeof FormPageSchema>;
