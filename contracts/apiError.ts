import { z } from './zod.ts';

export const ApiErrorSchema = z
  .object({
    error: z.object({
      status: z.number().int().min(400).max(599),
      message: z.string().min(1).meta({ description: 'What went wrong and how to fix the request.' }),
    }),
  })
  .meta({ id: 'ApiError', description: 'The body of every /api error that is not a form validation error.' });
export type ApiError = z.infer<typeof ApiErrorSchema>;
