import { keep } from './keep.ts';
import { HtmlSchema } from './html.ts';
import { IdSchema, UNIQUE_IDS } from './page.ts';
import { z } from './zod.ts';

/** Spec section 3 "Accordion item": title and text are HTML; an optional list sits between two texts. */
export const AccordionItemSchema = z
  .object({
    id: IdSchema,
    icon: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .optional()
      .meta({ description: 'Name of an icon from the site sprite.' }),
    title: HtmlSchema.meta({ description: 'The question or heading, as HTML.' }),
    text: HtmlSchema.optional().meta({ description: 'The answer, as HTML.' }),
    textBeforeList: HtmlSchema.optional(),
    list: z.array(z.object({ item: HtmlSchema })).optional(),
    textAfterList: HtmlSchema.optional(),
  })
  .refine((item) => item.text ?? item.list ?? item.textBeforeList, {
    message: 'an accordion item needs a text, a list or a text before a list',
  })
  .meta({
    id: 'AccordionItem',
    description: 'An item has a `text`, a `list` or a `textBeforeList`.',
    // As `if`/`then`, not `anyOf`: openapi-typescript would read an `anyOf` beside the properties as
    // alternatives to the item, and the generated types would lose its fields.
    if: {
      not: {
        anyOf: [
          { properties: { text: { type: 'string' } }, required: ['text'] },
          { properties: { list: { type: 'array' } }, required: ['list'] },
        ],
      },
    },
    then: { properties: { textBeforeList: { type: 'string' } }, required: ['textBeforeList'] },
  });
export type AccordionItem = z.infer<typeof AccordionItemSchema>;

/** Spec section 3 "Accordion options": how one accordion looks and behaves. Every flag defaults to false. */
export const AccordionOptionsSchema = z
  .object({
    firstActive: z.boolean().default(false).meta({ description: 'The first item is open when the page loads.' }),
    isCounter: z.boolean().default(false).meta({ description: 'Items are numbered 01, 02, …' }),
    isSlot: z.boolean().default(false),
    isTitleHeader: z.boolean().default(false).meta({ description: 'Item titles are headings (h3).' }),
    isBlack: z.boolean().default(false),
    isBorder: z.boolean().default(false),
    isDashBorder: z.boolean().default(false),
    isPaddingRowLg: z.boolean().default(false),
    isTransparent: z.boolean().default(false),
    isB24: z.boolean().default(false).meta({ description: 'Bitrix24 colours.' }),
    isListFaq: z.boolean().default(false).meta({ description: 'FAQ look: question and answer.' }),
  })
  .meta({ id: 'AccordionOptions' });
export type AccordionOptions = z.infer<typeof AccordionOptionsSchema>;

export const AccordionSchema = z
  .object({
    content: z.array(AccordionItemSchema).min(1).apply(keep, UNIQUE_IDS),
    options: AccordionOptionsSchema.default(AccordionOptionsSchema.parse({})),
  })
  .meta({ id: 'Accordion', description: 'An accordion (FAQ) widget: its items and options.' });
export type Accordion = z.infer<typeof AccordionSchema>;
