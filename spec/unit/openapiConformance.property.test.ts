import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { honeypotFilled } from '../../contracts/formConstants.ts';
import { createApiApp } from '../../tools/api/apiServer.ts';
import { mockHandlers } from '../../mocks/node.ts';
import { createApp } from '../../site/server/createApp.ts';

// The published document against the server, as a backend developer with an OpenAPI-driven fuzzer
// would try them (docs/api.md, "Conventions every endpoint keeps"): bodies are generated from the
// document's own JSON schemas, the document (Ajv) says whether each is valid, and the server must
// agree — accept every body the document allows and refuse every body it does not. And every method
// the document does not list at one of its paths is a 405 that names, in Allow, exactly the methods
// it does list.

interface Schema {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  properties?: Record<string, Schema>;
  required?: string[];
}
interface Operation {
  requestBody?: { content: Record<string, { schema: Schema }> };
}
const document = JSON.parse(readFileSync('contracts/generated/openapi.json', 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;
const ajv = new Ajv2020({ strict: false });
addFormats(ajv);
ajv.addSchema({ $id: 'openapi.json', components: document.components });

const resolve = (schema: Schema): Schema =>
  schema.$ref ? resolve(document.components.schemas[schema.$ref.split('/').at(-1) ?? ''] ?? {}) : schema;

/** Values around a string's limits, that people and bots do send: empty, blank, one past the maximum. */
function edgeStrings(schema: Schema): string[] {
  const max = schema.maxLength ?? 50;
  return ['', ' ', '   ', '0', 'x'.repeat(max), 'x'.repeat(max + 1), ` ${'x'.repeat(max - 1)} `, '/', 'a@b'];
}

/** Mostly what the schema describes, sometimes what it does not: the fuzzer's view of a schema. */
function arbitraryOf(raw: Schema): fc.Arbitrary<unknown> {
  const schema = resolve(raw);
  if (schema.enum) return fc.oneof(fc.constantFrom(...schema.enum), fc.constantFrom('', 'other', false, 0, null));
  switch (schema.type) {
    case 'object': {
      const properties = Object.entries(schema.properties ?? {}).filter(([, property]) => property.format !== 'binary');
      const record = fc.record(
        Object.fromEntries(properties.map(([name, property]) => [name, arbitraryOf(property)])),
        // A required field is mostly there; an optional one mostly not.
        { requiredKeys: [] },
      );
      return record;
    }
    case 'string': {
      const shaped: fc.Arbitrary<string>[] = [fc.string({ maxLength: (schema.maxLength ?? 50) + 2 })];
      if (schema.pattern) shaped.push(fc.stringMatching(new RegExp(schema.pattern, 'u')));
      // `format: email` alone: addresses as a careless form or a fuzzer writes them, dotless domains too.
      if (schema.format === 'email')
        shaped.push(fc.stringMatching(/^[a-z0-9._-]{1,6}@[a-z0-9-]{1,8}(?:\.[a-z]{1,4})?$/u), fc.emailAddress());
      return fc.oneof(...shaped, fc.constantFrom(...edgeStrings(schema)));
    }
    case 'boolean':
      return fc.boolean();
    default:
      return fc.jsonValue();
  }
}

const formOperations = Object.entries(document.paths).flatMap(([path, operations]) => {
  const schema = operations.post?.requestBody?.content['application/json']?.schema;
  return schema ? [{ path, schema }] : [];
});

describe('the OpenAPI document says exactly what the server accepts', () => {
  const backend = createApiApp(mockHandlers());
  const post = (path: string, body: string) =>
    backend.request(`http://backend.test${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });

  it('has form endpoints to try', () => {
    expect(formOperations.map(({ path }) => path)).toHaveLength(6);
  });

  for (const { path, schema } of formOperations) {
    const validate = ajv.compile({ $ref: `openapi.json#/components/schemas/${schema.$ref?.split('/').at(-1) ?? ''}` });
    // The document's own example: a valid body to start from.
    const example = (
      document.paths[path]?.post?.requestBody?.content['application/json'] as { example?: Record<string, unknown> }
    ).example;

    it(`POST ${path}: accepts what the document allows, refuses what it does not`, async () => {
      // A fuzzer's two moves: change one or two fields of a valid body (the edges of each rule), or
      // make up a whole body; and sometimes leave a required field out.
      const properties = Object.entries(resolve(schema).properties ?? {}).filter(([, p]) => p.format !== 'binary');
      const edited = fc
        .subarray(properties, { minLength: 1, maxLength: 2 })
        .chain((picked) =>
          fc.tuple(...picked.map(([name, property]) => fc.tuple(fc.constant(name), arbitraryOf(property)))),
        )
        .map((changes) => ({ ...example, ...Object.fromEntries(changes) }));
      const madeUp = arbitraryOf(schema) as fc.Arbitrary<Record<string, unknown>>;
      const bodies = fc.oneof({ weight: 4, arbitrary: edited }, { weight: 1, arbitrary: madeUp });
      const removed = fc.subarray(resolve(schema).required ?? [], { maxLength: 1 });
      await fc.assert(
        fc.asyncProperty(bodies, removed, async (generated, missing) => {
          const body = Object.fromEntries(Object.entries(generated).filter(([field]) => !missing.includes(field)));
          const allowed = validate(body);
          const response = await post(path, JSON.stringify(body));
          const what = `${JSON.stringify(body)} -> ${response.status} ${await response.text()}`;
          // The document's one exception, in its description: a filled honeypot is thanked, whatever else.
          if (allowed || honeypotFilled(body)) expect(response.status, what).toBe(200);
          else expect([400, 422], what).toContain(response.status);
        }),
        { numRuns: 300 },
      );
    });

    it(`POST ${path}: a body that is not an object of fields is the documented 400`, async () => {
      const notAnObject = fc.oneof(
        fc
          .jsonValue()
          .filter((value) => value === null || typeof value !== 'object' || Array.isArray(value))
          // JSON text of a value that is not an object. Not String(): an array holding an object whose
          // "toString" key is data has no string form (fast-check generates such keys on purpose).
          .map((value) => JSON.stringify(value)),
        fc.constantFrom('', '{', 'name=Anna', '[]', 'null'),
      );
      await fc.assert(
        fc.asyncProperty(notAnObject, async (body) => {
          expect(validate(body)).toBe(false);
          expect((await post(path, body)).status).toBe(400);
        }),
        { numRuns: 50 },
      );
    });
  }

  const site = createApp({ pages: async (c) => c.html(''), mockHandlers: mockHandlers() });
  const servers = { 'the site': site, 'npm run api': backend };
  const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

  for (const [name, server] of Object.entries(servers))
    it(`${name}: a method the document does not list is a 405 naming in Allow the ones it does`, async () => {
      for (const [template, operations] of Object.entries(document.paths)) {
        const path = template.replace(/\{(\w+)\}/gu, (_, parameter: string) => {
          const parameters = (Object.values(operations)[0] as { parameters?: { name: string; schema: Schema }[] })
            .parameters;
          const [first] = resolve(parameters?.find((p) => p.name === parameter)?.schema ?? {}).enum ?? [];
          return typeof first === 'string' ? first : 'almaz-jewelry-shop';
        });
        const listed = Object.keys(operations).map((method) => method.toUpperCase());
        const allowed = listed.includes('GET') ? [...listed, 'HEAD'] : listed;
        for (const method of METHODS.filter((m) => !allowed.includes(m))) {
          const response = await server.request(`http://site.test${path}`, {
            method,
            headers: { 'sec-fetch-site': 'same-origin' },
          });
          expect(response.status, `${method} ${path}`).toBe(405);
          expect(response.headers.get('allow')?.split(/,\s*/u).sort(), `${method} ${path}`).toEqual(allowed.sort());
        }
      }
    });
});
