import type { z } from 'zod';

/** Parses a fixture with its contract; the error names the file and every invalid field. */
export function parseWith<S extends z.ZodType>(schema: S, path: string, raw: unknown): z.infer<S> {
  const result = schema.safeParse(raw);
  if (!result.success) {
    const fields = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new Error(`Fixture fixtures/${path} breaks its contract:\n  ${fields.join('\n  ')}`);
  }
  return result.data;
}
