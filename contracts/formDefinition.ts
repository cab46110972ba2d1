import { keep, type KeptRule } from './keep.ts';
import { FORM_ENDPOINTS } from './formConstants.ts';
import { FormNameSchema } from './forms.ts';
import { IdSchema } from './page.ts';
import { z } from './zod.ts';

export const INPUT_TYPES = ['text', 'tel', 'email', 'textarea', 'select', 'checkbox', 'file', 'hidden'] as const;
const i18nKey = z
  .string()
  .regex(/^[a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9-]+)+$/, 'an i18n key is dotted, e.g. "form.field.name"')
  .meta({ description: 'A key of site/i18n/{ru,en}.json; the site shows its text in the page locale.' });

export const FormInputSchema = z
  .object({
    id: IdSchema.meta({ description: 'Position in `inputs` plus one: the input with id N is inputs[N - 1].' }),
    name: z
      .string()
      .regex(/^[a-z][a-zA-Z]*$/)
      .meta({ description: 'The field of the submission body it fills.' }),
    type: z.enum(INPUT_TYPES),
    labelKey: i18nKey,
    hintKey: i18nKey.optional().meta({ description: 'A hint shown under the field.' }),
    required: z.boolean(),
    autocomplete: z
      .string()
      .regex(/^[a-z -]+$/)
      .optional()
      .meta({ description: 'The HTML autocomplete token.' }),
    value: z.union([z.string(), z.boolean()]).meta({ description: 'The initial value (hidden inputs keep it).' }),
    options: z
      .array(z.object({ value: z.string().min(1), labelKey: i18nKey }))
      .min(2)
      .optional()
      .meta({ description: 'The choices of a select.' }),
  })
  .refine((input) => (input.type === 'select') === (input.options !== undefined), {
    message: 'a select has options and other inputs have none',
  })
  .meta({
    id: 'FormInput',
    description: 'A select has `options`; other inputs have none.',
    if: { properties: { type: { const: 'select' } } },
    // Each subschema names the type of what it requires: Redocly wants required fields defined, and a
    // generator merges these into the field's own schema (`true` would replace it).
    then: { properties: { options: { type: 'array' } }, required: ['options'] },
    else: { not: { properties: { options: { type: 'array' } }, required: ['options'] } },
  });
export type FormInput = z.infer<typeof FormInputSchema>;

/** The site finds an input by its id (conditions, error summaries): inputs[id - 1]. */
export const INPUTS_BY_POSITION: KeptRule<{ id: number }[]> = {
  name: 'inputs-by-position',
  description: 'inputs are addressed by id minus one: the input at index N has id N + 1',
  breaks: (inputs) => inputs.flatMap((input, index) => (input.id === index + 1 ? [] : [[index]])),
};

export const FormDefinitionSchema = z
  .object({
    data: z.object({
      form: z.object({
        name: FormNameSchema,
        endpoint: z.enum(FORM_ENDPOINTS).meta({ description: 'Where it posts: /api/{endpoint}/.' }),
        titleKey: i18nKey,
        submitKey: i18nKey,
        successKey: i18nKey.meta({ description: 'What the visitor reads after a successful submission.' }),
        inputs: z.array(FormInputSchema).min(1).apply(keep, INPUTS_BY_POSITION),
      }),
    }),
  })
  .meta({
    id: 'FormDefinition',
    description: 'GET /api/forms/{form}.json (no locale prefix): the inputs of a form, addressed by id minus one.',
  });
export type FormDefinition = z.infer<typeof FormDefinitionSchema>;
/** The form itself: its fields and the endpoint it posts to. */
export type FormSpec = FormDefinition['data']['form'];
