import { readdir } from 'node:fs/promises';
import type { z } from 'zod';
import { contentEndpoints, resolveContentFile } from '../contracts/content.ts';
import { FormDefinitionSchema } from '../contracts/formDefinition.ts';
import { LOCALES } from '../contracts/locale.ts';
import { fixturesDir, readFixtureJson } from './nodeFixtureSource.ts';
import { formatIssues } from './parseWith.ts';

/**
 * Every JSON file under fixtures/ (or another folder laid out like it, given with a trailing slash), as a
 * path relative to it, e.g. `ru/services/web.json`.
 */
export async function listFixtureFiles(dir = fixturesDir): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => `${entry.parentPath.slice(dir.length)}/${entry.name}`.replace(/^\/+/, ''))
    .sort();
}

/** Where a fixture belongs: a content file of a locale, a form definition, or an example submission. */
export function classifyFixture(
  path: string,
):
  | { kind: 'content'; locale: (typeof LOCALES)[number]; file: string; schema: z.ZodType }
  | { kind: 'form'; schema: z.ZodType }
  | { kind: 'submission' }
  | undefined {
  const [top, ...rest] = path.split('/');
  const file = rest.join('/');
  const locale = LOCALES.find((l) => l === top);
  if (locale) {
    const resolved = resolveContentFile(file);
    return resolved && { kind: 'content', locale, file, schema: contentEndpoints[resolved.key].schema };
  }
  if (top === 'forms' && rest.length === 1) return { kind: 'form', schema: FormDefinitionSchema };
  if (top === 'submissions') return { kind: 'submission' };
  return undefined;
}

/** Keys whose values must be equal in both locales: they identify things or point at them. */
const IDENTITY_KEYS = new Set([
  'id',
  'slug',
  'href',
  'url',
  'src',
  'width',
  'height',
  'category',
  'categories',
  'industry',
  'year',
  'type',
  'section',
  'form',
  'project',
  'related',
  'featured',
  'value',
  'order',
  'publishedAt',
  'updatedAt',
  'date',
  'since',
  'launchedAt',
  'respondents',
  'lat',
  'lng',
  'columns',
  'highlighted',
  'ordered',
]);

/**
 * The shape of a fixture with its language taken out: strings become "string" and lists of strings
 * "string[]", except under identity keys, which keep their values. ru and en twins must have equal shapes.
 */
export function languageFreeShape(value: unknown, key = ''): unknown {
  // A list of words (search keys, tags, a plan's features) is text: languages need different counts.
  if (Array.isArray(value) && !IDENTITY_KEYS.has(key) && value.every((item) => typeof item === 'string'))
    return 'string[]';
  if (Array.isArray(value)) return value.map((item) => languageFreeShape(item, key));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, languageFreeShape(v, k)]),
    );
  // A `value` is a figure (a stat) or text (a requisite): only figures must match.
  if (IDENTITY_KEYS.has(key) && !(key === 'value' && typeof value === 'string')) return value;
  return typeof value;
}

/** Checks every fixture: it belongs to an endpoint, parses with its contract, and has a twin in the other locale. */
export async function checkFixtures(filter = ''): Promise<{ checked: number; problems: string[] }> {
  const files = await listFixtureFiles();
  // Each file once: a Russian file's English twin is read again when its own turn comes.
  const read = new Map<string, Promise<unknown>>();
  const json = (path: string) => {
    let value = read.get(path);
    if (!value) read.set(path, (value = readFixtureJson(path)));
    return value;
  };
  const problems: string[] = [];
  let checked = 0;
  for (const path of files) {
    if (!path.startsWith(filter)) continue;
    checked += 1;
    const where = classifyFixture(path);
    if (!where) {
      problems.push(
        `fixtures/${path}: no endpoint serves this file; see contracts/content.ts for the files that exist.`,
      );
      continue;
    }
    if (where.kind === 'submission') continue;
    const raw = await json(path);
    const result = where.schema.safeParse(raw);
    if (!result.success) problems.push(`fixtures/${path} breaks its contract:\n  ${formatIssues(result.error)}`);
    if (where.kind === 'content' && where.locale === 'ru') {
      const twin = `en/${where.file}`;
      if (!files.includes(twin)) {
        problems.push(`fixtures/${path} has no English twin: add fixtures/${twin}.`);
        continue;
      }
      const en = await json(twin);
      const [a, b] = [JSON.stringify(languageFreeShape(raw)), JSON.stringify(languageFreeShape(en))];
      if (a !== b)
        problems.push(`fixtures/${path} and its twin ${twin} differ in ids or shape:\n  ${firstDifference(a, b)}`);
    }
    if (where.kind === 'content' && where.locale === 'en' && !files.includes(`ru/${where.file}`))
      problems.push(`fixtures/${path} has no Russian twin: add fixtures/ru/${where.file}.`);
  }
  // A mistyped prefix checks nothing: that is an error, not a clean result.
  if (checked === 0) {
    const folders = [...new Set(files.map((path) => `${path.split('/')[0] ?? ''}/`))].sort();
    problems.push(
      `No fixture file starts with "${filter}". A prefix is a path under fixtures/, starting with ${folders.join(', ')} (for example ru/services/).`,
    );
  }
  return { checked, problems };
}

function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  const from = Math.max(0, i - 80);
  return `ru: …${a.slice(from, i + 80)}…\n  en: …${b.slice(from, i + 80)}…`;
}
