import { contentFiles, type Content, type ContentFile } from '../contracts/content.ts';
import type { Locale } from '../site/rules/locale.ts';

/** Parses a fixture with its contract; the error names the file and every invalid field. */
export function parseContent<F extends ContentFile>(locale: Locale, file: F, raw: unknown): Content<F> {
  const result = contentFiles[file].safeParse(raw);
  if (!result.success) {
    const fields = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new Error(`Fixture fixtures/${locale}/${file} breaks its contract:\n  ${fields.join('\n  ')}`);
  }
  return result.data;
}
