import { keep } from './keep.ts';
import { IdSchema, PageMetaSchema, UNIQUE_IDS } from './page.ts';
import { prose } from './typesetting.ts';
import { z } from './zod.ts';

export const OfficeSchema = z
  .object({
    id: IdSchema,
    city: prose().min(1).max(60),
    address: prose().min(1).max(200),
    hours: prose().min(1).max(80),
    howToGet: prose().min(1).max(400).optional(),
    location: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
  })
  .meta({ id: 'Office' });

export const DepartmentSchema = z
  .object({
    id: IdSchema,
    title: prose().min(1).max(80),
    text: prose().min(1).max(300),
    email: z.email().meta({ description: 'Use a reserved example domain in fixtures (RFC 2606).' }),
  })
  .meta({ id: 'Department' });

export const ContactsPageSchema = z
  .object({
    meta: PageMetaSchema,
    title: prose().min(1).max(120),
    lead: prose().min(1).max(400),
    offices: z.array(OfficeSchema).min(1).apply(keep, UNIQUE_IDS),
    departments: z.array(DepartmentSchema).min(1).apply(keep, UNIQUE_IDS),
    requisites: z
      .array(z.object({ id: IdSchema, label: prose().min(1).max(60), value: z.string().min(1).max(200) }))
      .apply(keep, UNIQUE_IDS)
      .meta({ description: 'Legal details: legal name, tax numbers, bank.' }),
  })
  .meta({
    id: 'ContactsPage',
    description: 'GET contacts.json: the /contacts/ page (the main phone and e-mail come from the brand config).',
  });
export type ContactsPage = z.infer<typeof ContactsPageSchema>;
