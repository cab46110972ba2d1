import { FORM_NAMES } from './forms.ts';
import { z } from './zod.ts';

export const FormNameSchema = z.enum(FORM_NAMES).meta({ id: 'FormName', description: 'A form, named after its page.' });
