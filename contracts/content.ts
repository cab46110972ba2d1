import type { z } from 'zod';
import { HomeSchema } from './home.ts';

/**
 * Every content file the API serves, by its path under `/api/` (ru) and `/api/en/` (en), with the
 * contract that parses it. Mocks, fixtures, pages and the OpenAPI document all read this table, so
 * adding a content file is one line here plus its fixtures.
 */
export const contentFiles = {
  'home.json': HomeSchema,
} as const satisfies Record<string, z.ZodType>;

export type ContentFile = keyof typeof contentFiles;
export type Content<F extends ContentFile> = z.infer<(typeof contentFiles)[F]>;

export function isContentFile(file: string): file is ContentFile {
  return Object.hasOwn(contentFiles, file);
}
