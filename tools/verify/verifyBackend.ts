import type { z } from 'zod';
import { ApiErrorSchema } from '../../contracts/apiError.ts';
import {
  CONTENT_KEYS,
  contentEndpoints,
  contentFile,
  type ContentKey,
  type ContentParams,
} from '../../contracts/content.ts';
import { FormDefinitionSchema } from '../../contracts/formDefinition.ts';
import { FormSuccessSchema, FormValidationErrorSchema } from '../../contracts/formResponse.ts';
import {
  FORM_ENDPOINTS,
  FORM_NAMES,
  formEndpointPath,
  HONEYPOT_FIELD,
  type FormEndpoint,
} from '../../contracts/formConstants.ts';
import { contentPath } from '../../contracts/apiPath.ts';
import { LOCALES, type Locale } from '../../contracts/locale.ts';
import { valueAt } from '../typography/typesetFindings.ts';

/** One way the backend differs from the contract: where, what the contract says, what came. */
export interface Drift {
  /** `GET /api/en/home.json` */
  endpoint: string;
  /** A JSON path into the answer (`$.hero.title`), or the part of the answer (`status`, `Cache-Control`). */
  at: string;
  expected: string;
  got: string;
}

export type Fetcher = (url: string, init?: RequestInit) => Promise<Response>;

export interface Verification {
  checks: number;
  drifts: Drift[];
}

/** A valid submission per endpoint, for the honeypot check (the backend drops it: no lead is made). */
export type Submissions = Record<FormEndpoint, Record<string, unknown>>;

const excerpt = (value: unknown): string => {
  if (value === undefined) return '(nothing)';
  // JSON.stringify gives undefined for what JSON cannot hold (a function, a symbol): say so instead.
  const text = (JSON.stringify(value) as string | undefined) ?? `(${typeof value})`;
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
};

const jsonPath = (path: readonly PropertyKey[]): string =>
  `$${path.map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key)}`)).join('')}`;

/** The values a path parameter takes: its enum's, or (project and article slugs) those an index lists. */
function enumValues(schema: z.ZodType): readonly string[] | undefined {
  const options = (schema as { options?: unknown }).options;
  return Array.isArray(options) && options.every((option) => typeof option === 'string') ? options : undefined;
}

/**
 * Asks a backend every question of the contract (docs/api.md, "Verifying a backend") and lists where
 * its answers differ:
 * - every GET of contracts/content.ts in both locales, for every slug the contract fixes or an index
 *   lists (projects, articles), and every form definition: status 200, JSON, caching headers a shared
 *   cache can use (Cache-Control, not private or no-store, and a validator), and the body's contract;
 * - a missing file (404 with the error shape) and a write to a read-only file (405 with Allow);
 * - every form endpoint, without making a lead: an empty body (422 with an error per field), a valid
 *   body with the honeypot filled (200, and the contract says it is dropped), and a GET (405, Allow: POST).
 */
export async function verifyBackend(
  baseUrl: string,
  submissions: Submissions,
  fetcher: Fetcher = (url, init) => fetch(url, init),
): Promise<Verification> {
  const drifts: Drift[] = [];
  let checks = 0;
  const drift = (endpoint: string, at: string, expected: string, got: string) =>
    drifts.push({ endpoint, at, expected, got });

  async function ask(method: string, path: string, init: RequestInit = {}) {
    const endpoint = `${method} ${path}`;
    checks += 1;
    try {
      const response = await fetcher(new URL(path, baseUrl).href, {
        ...init,
        method,
        headers: { accept: 'application/json', ...(init.headers as Record<string, string> | undefined) },
        redirect: 'manual',
      });
      const text = await response.text();
      let body: unknown;
      try {
        body = text === '' ? undefined : JSON.parse(text);
      } catch {
        body = text;
      }
      return { endpoint, response, body };
    } catch (error) {
      drift(endpoint, 'connection', 'an answer', (error as Error).message);
      return undefined;
    }
  }

  function expectAnswer<S extends z.ZodType>(
    answer: Awaited<ReturnType<typeof ask>>,
    status: number,
    schema: S,
  ): z.infer<S> | undefined {
    if (!answer) return undefined;
    const { endpoint, response, body } = answer;
    if (response.status !== status) {
      // An error in the API's shape says why in full; anything else is cut short.
      const error = ApiErrorSchema.safeParse(body);
      const why = error.success ? error.data.error.message.replaceAll('\n', '\n              ') : excerpt(body);
      drift(endpoint, 'status', String(status), `${response.status} ${why}`);
      return undefined;
    }
    const type = response.headers.get('content-type') ?? '';
    if (!/^application\/json\s*(;|$)/iu.test(type))
      drift(endpoint, 'Content-Type', 'application/json', type || '(none)');
    const result = schema.safeParse(body);
    if (result.success) return result.data;
    for (const issue of result.error.issues)
      drift(endpoint, jsonPath(issue.path), issue.message, excerpt(valueAt(body, issue.path)));
    return undefined;
  }

  function expectCaching(answer: Awaited<ReturnType<typeof ask>>) {
    if (!answer || answer.response.status !== 200) return;
    const { endpoint, response } = answer;
    const cacheControl = response.headers.get('cache-control');
    if (!cacheControl)
      drift(endpoint, 'Cache-Control', 'a Cache-Control a shared cache can follow (e.g. no-cache)', '(none)');
    else if (/\b(private|no-store)\b/iu.test(cacheControl))
      drift(
        endpoint,
        'Cache-Control',
        'neither private nor no-store (the site keeps the last good copy)',
        cacheControl,
      );
    if (!response.headers.get('etag') && !response.headers.get('last-modified'))
      drift(endpoint, 'ETag / Last-Modified', 'a validator, so a stale copy is revalidated cheaply', '(neither)');
  }

  async function read<K extends ContentKey>(locale: Locale, key: K, params: ContentParams<K>) {
    const answer = await ask('GET', contentPath(locale, contentFile(key, params)));
    expectCaching(answer);
    return expectAnswer(answer, 200, contentEndpoints[key].schema as z.ZodType) as
      z.infer<(typeof contentEndpoints)[K]['schema']> | undefined;
  }

  for (const locale of LOCALES) {
    // The free-form slugs come from the indexes that list them.
    const projects = (await read(locale, 'portfolioList', {}))?.items.map((project) => project.slug) ?? [];
    const categories = enumValues(contentEndpoints.blogList.params.category) ?? [];
    const lists = await Promise.all(categories.map((category) => read(locale, 'blogList', { category } as never)));
    const articles = lists.flatMap((list) => list?.items.map((article) => article.slug) ?? []);
    const listed: Partial<Record<ContentKey, readonly string[]>> = { project: projects, article: articles };

    for (const key of CONTENT_KEYS) {
      if (key === 'portfolioList' || key === 'blogList') continue;
      const params = Object.entries(contentEndpoints[key].params as Record<string, z.ZodType>);
      if (params.length === 0) {
        await read(locale, key, {} as never);
        continue;
      }
      const [[name, schema]] = params as [[string, z.ZodType]];
      const values = enumValues(schema) ?? listed[key] ?? [];
      for (const value of values) await read(locale, key, { [name]: value } as never);
    }

    expectAnswer(
      await ask('GET', contentPath(locale, 'portfolio-web-studii/projects/no-such-project.json')),
      404,
      ApiErrorSchema,
    );
  }

  for (const form of FORM_NAMES) expectAnswer(await ask('GET', `/api/forms/${form}.json`), 200, FormDefinitionSchema);

  const readOnly = await ask('PUT', contentPath('ru', 'home.json'), { body: '{}' });
  if (
    expectAnswer(readOnly, 405, ApiErrorSchema) &&
    readOnly &&
    !/\bGET\b/u.test(readOnly.response.headers.get('allow') ?? '')
  )
    drift(readOnly.endpoint, 'Allow', 'GET, HEAD', readOnly.response.headers.get('allow') ?? '(none)');

  for (const endpoint of FORM_ENDPOINTS) {
    const path = formEndpointPath(endpoint);
    const json = { 'content-type': 'application/json' };
    expectAnswer(await ask('POST', path, { headers: json, body: '{}' }), 422, FormValidationErrorSchema);
    const bot = { ...submissions[endpoint], [HONEYPOT_FIELD]: 'https://spam.example' };
    expectAnswer(await ask('POST', path, { headers: json, body: JSON.stringify(bot) }), 200, FormSuccessSchema);
    const get = await ask('GET', path);
    if (expectAnswer(get, 405, ApiErrorSchema) && get && get.response.headers.get('allow') !== 'POST')
      drift(get.endpoint, 'Allow', 'POST', get.response.headers.get('allow') ?? '(none)');
  }

  return { checks, drifts };
}

/** The drifts as a reader wants them: grouped by endpoint, one line each. */
export function driftReport(baseUrl: string, { checks, drifts }: Verification): string {
  if (drifts.length === 0) return `${baseUrl} keeps the contract: ${checks} requests, no drift.`;
  const byEndpoint = new Map<string, Drift[]>();
  for (const item of drifts) byEndpoint.set(item.endpoint, [...(byEndpoint.get(item.endpoint) ?? []), item]);
  const lines = [`${baseUrl} drifts from the contract: ${drifts.length} differences in ${checks} requests.`];
  for (const [endpoint, items] of byEndpoint) {
    lines.push('', endpoint);
    for (const { at, expected, got } of items)
      lines.push(`  ${at}`, `    expected: ${expected}`, `    got:      ${got}`);
  }
  return lines.join('\n');
}
