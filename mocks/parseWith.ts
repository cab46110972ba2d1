import type { z } from 'zod';

/** Every issue of a failed parse on its own line: `field.path: message`. */
export function formatIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('\n  ');
}

/** Parses a fixture with its contract; the error names the file and every invalid field. */
export function parseWith<S extends z.ZodType>(schema: S, path: string, raw: unknown): z.infer<S> {
  const result = schema.safeParse(raw);
  if (!result.success)
    throw new Error(`Fixture fixtures/${path} breaks its contract:\n  ${formatIssues(result.error)}`);
  return result.data;
}
