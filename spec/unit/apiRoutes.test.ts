import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allowHeader, apiRouteOf, routeAllows, type ApiRoute } from '../../contracts/apiRoutes.ts';
import { FORM_ENDPOINTS, formEndpointPath } from '../../contracts/formConstants.ts';

interface Schema {
  $ref?: string;
  enum?: string[];
}
interface Operation {
  parameters?: { name: string; in: string; schema: Schema }[];
}
const openapi = JSON.parse(readFileSync('contracts/generated/openapi.json', 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

/** The route at a path the test knows is contracted; a missing one fails the test that asked. */
function routeAt(path: string): ApiRoute {
  const route = apiRouteOf(path);
  if (!route) throw new Error(`${path} names no route`);
  return route;
}

/** A value the document's own schema accepts for a path parameter: an enum's first, else a slug. */
function valueFor(schema: Schema): string {
  const resolved = schema.$ref ? openapi.components.schemas[schema.$ref.split('/').at(-1) ?? ''] : schema;
  return resolved?.enum?.[0] ?? 'b2b-systems';
}

describe('what the contract lets a client do at an /api path', () => {
  it('names every path of the OpenAPI document, with the methods the document gives it', () => {
    for (const [template, operations] of Object.entries(openapi.paths)) {
      const parameters = Object.values(operations).flatMap((operation) => operation.parameters ?? []);
      const path = template.replace(/\{(\w+)\}/gu, (_, name: string) =>
        valueFor(parameters.find((parameter) => parameter.name === name)?.schema ?? {}),
      );
      const route = routeAt(path);
      const methods = Object.keys(operations).map((method) => method.toUpperCase());
      for (const method of methods) expect(routeAllows(route, method), `${method} ${path}`).toBe(true);
      if (methods.includes('GET')) expect(allowHeader(route)).toBe('GET, HEAD');
    }
  });

  it('reads content and form definitions with GET and HEAD, and nothing else', () => {
    for (const path of ['/api/home.json', '/api/en/services/b2b-systems.json', '/api/forms/feedback.json']) {
      const route = routeAt(path);
      expect(['GET', 'HEAD', 'get'].map((method) => routeAllows(route, method))).toEqual([true, true, true]);
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE'])
        expect(routeAllows(route, method), `${method} ${path}`).toBe(false);
    }
  });

  it('takes a form submission with POST only', () => {
    for (const endpoint of FORM_ENDPOINTS) {
      const route = routeAt(formEndpointPath(endpoint));
      expect(route).toEqual({ kind: 'form', endpoint, methods: ['POST'] });
      expect(routeAllows(route, 'GET')).toBe(false);
      expect(allowHeader(route)).toBe('POST');
    }
  });

  it('says what kind of thing a path names: a content file, a form definition or a form endpoint', () => {
    expect(apiRouteOf('/api/home.json')).toEqual({ kind: 'content', methods: ['GET', 'HEAD'] });
    expect(apiRouteOf('/api/en/services/b2b-systems.json')).toEqual({ kind: 'content', methods: ['GET', 'HEAD'] });
    expect(apiRouteOf('/api/forms/feedback.json')).toEqual({ kind: 'formDefinition', methods: ['GET', 'HEAD'] });
    expect(apiRouteOf('/api/form_study_ecom/')).toEqual({
      kind: 'form',
      endpoint: 'form_study_ecom',
      methods: ['POST'],
    });
  });

  it.each([
    ['a content file outside /api', '/web/home.json'],
    ['a form definition outside /api', '/web/forms/feedback.json'],
    ['a form definition under another folder', '/api/en/api/forms/feedback.json'],
    ['a form definition with more after .json', '/api/forms/feedback.json.bak'],
    ['a file no endpoint serves', '/api/passwords.json'],
    ['a locale that does not exist', '/api/de/home.json'],
    ['a locale twice', '/api/en/en/home.json'],
    ['a form that does not exist', '/api/forms/admin.json'],
    ['a form endpoint without its slash', '/api/form_application'],
    ['a step out of /api', '/api/../etc/passwd'],
    ['an encoded step out', '/api/%2e%2e/home.json'],
    ['a slug with a slash in it', '/api/services/a%2Fb.json'],
    ['something that only starts like /api', '/apix/home.json'],
    ['the root of /api', '/api/'],
  ])('names nothing at %s', (_, path) => {
    expect(apiRouteOf(path)).toBeUndefined();
  });
});
