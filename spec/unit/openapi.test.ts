import { readFile } from 'node:fs/promises';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { classifyFixture, listFixtureFiles } from '../../mocks/fixtureChecks.ts';
import { MOCK_SCENARIO_HEADER } from '../../contracts/mockScenario.ts';
import { contentPath } from '../../contracts/apiPath.ts';
import { compilePathTemplate } from '../../contracts/pathTemplate.ts';

// The mock answers only what the OpenAPI document allows. The document is read as JSON and the
// answers are checked by Ajv (JSON Schema 2020-12, the dialect of OpenAPI 3.1), not by the Zod code
// the document was generated from, so a bug in either shows up here.

interface Operation {
  parameters?: { name: string; in: string }[];
  requestBody?: { content: { 'application/json': { example?: unknown } } };
  responses: Record<
    string,
    { headers?: Record<string, unknown>; content?: { 'application/json': { schema: object } } }
  >;
}
const document = JSON.parse(
  await readFile(new URL('../../contracts/generated/openapi.json', import.meta.url), 'utf8'),
) as {
  paths: Record<string, Partial<Record<'get' | 'post', Operation>>>;
  components: object;
};

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: 'openapi.json', components: document.components });
const validators = new Map<object, ValidateFunction>();
const validatorFor = (schema: object) => {
  let validate = validators.get(schema);
  if (!validate) {
    validate = ajv.compile(
      JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/')) as object,
    );
    validators.set(schema, validate);
  }
  return validate;
};

const api = 'http://api.test';
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  (['get', 'post'] as const).flatMap((method) => (item[method] ? [{ path, method, operation: item[method] }] : [])),
);

/** Sends a request to the mocks and checks the answer against the document: a documented status, a valid body. */
async function expectConforming(
  path: string,
  method: 'get' | 'post',
  operation: Operation,
  init: RequestInit & { url: string },
) {
  const response = await fetch(`${api}${init.url}`, { ...init, method: method.toUpperCase() });
  const documented = operation.responses[String(response.status)];
  expect(
    documented,
    `${method.toUpperCase()} ${init.url} answered ${response.status}, which ${path} does not document`,
  ).toBeDefined();
  const schema = documented?.content?.['application/json'].schema;
  if (schema) {
    const body: unknown = await response.json();
    const validate = validatorFor(schema);
    expect(validate(body), `${init.url} ${response.status}: ${ajv.errorsText(validate.errors)}`).toBe(true);
  }
  for (const header of Object.keys(documented?.headers ?? {}))
    expect(response.headers.get(header), `${init.url} ${response.status} sends ${header}`).not.toBeNull();
  return response.status;
}

/**
 * The GET paths of the document a URL matches, as OpenAPI routes: a concrete path wins over templated
 * ones (`/api/bitrix24/index.json` over `/api/bitrix24/{slug}.json`).
 */
function matchingGetPaths(url: string): string[] {
  const matches = operations
    .filter((o) => o.method === 'get' && compilePathTemplate(o.path).regex.test(url))
    .map((o) => o.path);
  const concrete = matches.filter((path) => !path.includes('{'));
  return concrete.length > 0 ? concrete : matches;
}

/** The URL of every fixture the API serves. */
const fixtureUrls = (await listFixtureFiles()).flatMap((path) => {
  const where = classifyFixture(path);
  if (where?.kind === 'content') return [contentPath(where.locale, where.file)];
  if (where?.kind === 'form') return [`/api/${path}`];
  return [];
});

describe('the mocks conform to the OpenAPI document', () => {
  it('every fixture is served by exactly one path of the document', () => {
    const unserved = fixtureUrls.filter((url) => matchingGetPaths(url).length !== 1);
    expect(unserved).toEqual([]);
  });

  for (const { path, method, operation } of operations) {
    const urls = method === 'get' ? fixtureUrls.filter((url) => matchingGetPaths(url).includes(path)) : [path];

    it(`${method.toUpperCase()} ${path}: has fixtures, and every answer is one the document allows`, async () => {
      expect(urls.length, `${path} has no fixture`).toBeGreaterThan(0);
      const example = operation.requestBody?.content['application/json'].example;
      const body = method === 'post' ? JSON.stringify(example) : undefined;
      for (const url of urls) expect(await expectConforming(path, method, operation, { url, body })).toBe(200);
      if (method === 'post')
        expect(await expectConforming(path, method, operation, { url: path, body: '{}' })).toBe(422);
      if (operation.parameters?.some((p) => p.in === 'path')) {
        const unknown = path.replace(/\{\w+\}/, 'no-such-thing');
        expect(await expectConforming(path, method, operation, { url: unknown })).toBe(404);
      }
      for (const scenario of ['429', '500', '503', 'unknown-scenario']) {
        const status = await expectConforming(path, method, operation, {
          url: urls[0] ?? path,
          body,
          headers: { [MOCK_SCENARIO_HEADER]: scenario },
        });
        expect(status).toBe(scenario === 'unknown-scenario' ? 400 : Number(scenario));
      }
    });
  }
});
