import type { Content, ContentFile } from '../contracts/content.ts';
import type { Locale } from '../site/rules/locale.ts';
import { nodeFixtureSource } from './nodeFixtureSource.ts';
import { parseContent } from './parseContent.ts';

/** The one way Node code (tests, OpenAPI examples) reads a content fixture: parsed by its contract. */
export async function readFixture<F extends ContentFile>(locale: Locale, file: F): Promise<Content<F>> {
  const raw = await nodeFixtureSource(locale, file);
  if (raw === undefined)
    throw new Error(`Missing fixture fixtures/${locale}/${file}: add it, shaped by contracts/content.ts.`);
  return parseContent(locale, file, raw);
}
