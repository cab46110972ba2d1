import {
  contentEndpoints,
  contentFile,
  type Content,
  type ContentKey,
  type ContentParams,
} from '../contracts/content.ts';
import { FormDefinitionSchema, type FormDefinition } from '../contracts/formDefinition.ts';
import type { FormName } from '../contracts/formConstants.ts';
import type { Locale } from '../contracts/locale.ts';
import { nodeFixtureSource } from './nodeFixtureSource.ts';
import { parseWith } from './parseWith.ts';

async function read(path: string, hint: string): Promise<unknown> {
  const raw = await nodeFixtureSource(path);
  if (raw === undefined) throw new Error(`Missing fixture fixtures/${path}: add it, shaped by ${hint}.`);
  return raw;
}

/** The one way Node code (tests, OpenAPI examples) reads a content fixture: parsed by its contract. */
export async function readFixture<K extends ContentKey>(
  locale: Locale,
  key: K,
  ...[params]: keyof ContentParams<K> extends never ? [] : [ContentParams<K>]
): Promise<Content<K>> {
  const path = `${locale}/${contentFile(key, (params ?? {}) as ContentParams<K>)}`;
  return parseWith(contentEndpoints[key].schema, path, await read(path, 'contracts/content.ts')) as Content<K>;
}

/** A form definition fixture, parsed by its contract. */
export async function readFormDefinition(form: FormName): Promise<FormDefinition> {
  const path = `forms/${form}.json`;
  return parseWith(FormDefinitionSchema, path, await read(path, 'contracts/formDefinition.ts'));
}
