import { generateSync, type JsonSchema } from 'json-schema-faker';
import { RULES_KEYWORD, type RuleStatement } from '../../contracts/keep.ts';
import { compilePathTemplate } from '../../contracts/pathTemplate.ts';

/**
 * Answers made from the OpenAPI document alone, as a backend team that follows it could send them: a
 * JSON-Schema data generator (json-schema-faker) over an operation's schema, then each rule the document
 * names in `x-rules` kept, as that team must keep them. The reverse property test parses them with the
 * site's contracts; the document backend (tools/documentBackend.ts) serves them to the built site.
 */
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, SchemaObject> };
}
interface Operation {
  operationId?: string;
  parameters?: Array<{ name: string; in: string; schema: SchemaObject }>;
  responses: Record<string, { content?: Record<string, { schema: SchemaObject }> }>;
}
type SchemaObject = Exclude<JsonSchema, boolean>;

/** How a backend keeps each named rule in data made without it: keyed by the rule's name. */
const KEEPERS: Record<string, (value: unknown, schema: SchemaObject, document: OpenApiDocument) => unknown> = {
  'unique-ids': (items) => (items as object[]).map((item, index) => ({ ...item, id: index + 1 })),
  'inputs-by-position': (inputs) => (inputs as object[]).map((input, index) => ({ ...input, id: index + 1 })),
  'list-category': (value) => {
    const list = value as { category: string; items: object[] };
    return { ...list, items: list.items.map((item) => ({ ...item, category: list.category })) };
  },
  'unique-slugs': (value, schema, document) => {
    const items = value as Array<{ slug: string }>;
    const item = resolveSchema(document, schema.items as SchemaObject);
    const slugSchema = resolveSchema(document, (item.properties?.slug ?? {}) as SchemaObject);
    const seen = new Set<string>();
    return items.map((entry, index) => {
      let slug = entry.slug;
      if (seen.has(slug)) {
        const unused = slugSchema.enum?.find(
          (candidate) =>
            typeof candidate === 'string' && !seen.has(candidate) && !items.some((other) => other.slug === candidate),
        );
        slug = slugSchema.enum ? (unused as string) : `${slug.slice(0, 90).replace(/-+$/, '')}-${index + 1}`;
      }
      seen.add(slug);
      return { ...entry, slug };
    });
  },
};

/**
 * The generator does not keep `not: { contains: … }` on an array (json-schema-faker 0.6 generates it as if
 * the `not` were not there): in an object, the items a property's schema forbids are dropped. Only the
 * form the contracts use is read, items told apart by constant properties.
 */
function withoutForbidden(value: unknown, schema: SchemaObject): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || !schema.properties) return value;
  const object = { ...(value as Record<string, unknown>) };
  for (const [key, property] of Object.entries(schema.properties)) {
    const forbidden = ((property as SchemaObject).not as SchemaObject | undefined)?.contains as
      SchemaObject | undefined;
    const items = object[key];
    if (!forbidden?.properties || !Array.isArray(items)) continue;
    const constants = Object.entries(forbidden.properties).map(([name, field]) => [
      name,
      (field as SchemaObject).const,
    ]);
    object[key] = items.filter(
      (item: Record<string, unknown>) => !constants.every(([name, constant]) => item[name as string] === constant),
    );
  }
  return object;
}

/** The schema a `$ref` (`#/components/schemas/X`) names, followed to the end. */
export function resolveSchema(document: OpenApiDocument, schema: SchemaObject): SchemaObject {
  if (!schema.$ref) return schema;
  const target = document.components.schemas[schema.$ref.split('/').at(-1) ?? ''];
  if (!target) throw new Error(`The document has no schema ${schema.$ref}.`);
  return resolveSchema(document, target);
}

/** The names of every rule the document states in `x-rules`, once each. */
export function documentRules(document: OpenApiDocument): RuleStatement[] {
  const rules = new Map<string, RuleStatement>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === RULES_KEYWORD) for (const rule of value as RuleStatement[]) rules.set(rule.name, rule);
      else visit(value);
    }
  };
  visit(document.components.schemas);
  return [...rules.values()];
}

/** An answer to `schema` from the document alone, the same for the same seed. */
export function documentAnswer(document: OpenApiDocument, schema: SchemaObject, seed: number): unknown {
  return generateSync(schema, {
    seed,
    // The generator fills anything deeper than its default of 5 levels with blanks the schema forbids.
    maxDepth: 40,
    refResolver: (ref) => resolveSchema(document, { $ref: ref }),
    outputTransform: (value, generated) => {
      if (typeof generated !== 'object') return value;
      let kept = withoutForbidden(value, generated);
      for (const rule of (generated[RULES_KEYWORD] as RuleStatement[] | undefined) ?? []) {
        const keeper = KEEPERS[rule.name];
        if (!keeper)
          throw new Error(
            `The document names a rule "${rule.name}" that tools/contracts/documentAnswers.ts cannot keep: add it to KEEPERS.`,
          );
        kept = keeper(kept, generated, document);
      }
      return kept;
    },
  });
}

export function answerSchema(operation: Operation): SchemaObject | undefined {
  return operation.responses['200']?.content?.['application/json']?.schema;
}

/**
 * Every GET of the document with a JSON answer, each path template filled with a value its parameters'
 * schemas allow (made from `seed`): `/api/en/services/{slug}.json` → `/api/en/services/web.json`.
 */
export function documentReads(document: OpenApiDocument, seed: number) {
  return Object.entries(document.paths).flatMap(([template, methods]) => {
    const operation = methods.get;
    const schema = operation && answerSchema(operation);
    if (!operation || !schema) return [];
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
      const parameter = operation.parameters?.find((candidate) => candidate.in === 'path' && candidate.name === name);
      if (!parameter) throw new Error(`${template}: the parameter {${name}} is not described.`);
      return String(documentAnswer(document, parameter.schema, seed));
    });
    return [{ template, path, operationId: operation.operationId ?? template, schema }];
  });
}

/** A number from a text, the same each time: each path's answers differ, and repeat for a seed. */
function hashOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) | 0;
  return hash >>> 0;
}

/**
 * A backend that follows the document and nothing else: a GET of any path the document lists answers
 * with data made from that path's schema (the same for the same seed), undefined (404) for anything
 * else. It answers the resource it was asked for, as any backend does: a field named like a parameter
 * of the path (`slug`, `category`) holds the parameter's value; and a file's two locales hold the same
 * data (ids, slugs, links), as docs/api.md asks.
 */
export function documentBackend(document: OpenApiDocument, seed: number): (path: string) => unknown {
  const routes = Object.entries(document.paths)
    .filter(([, methods]) => methods.get && answerSchema(methods.get))
    .map(([template, methods]) => ({ ...compilePathTemplate(template), operation: methods.get as Operation }))
    // A path without parameters first: /api/bitrix24/index.json is not /api/bitrix24/{slug}.json.
    .sort((a, b) => a.names.length - b.names.length);
  return (path) => {
    for (const { names, operation, regex } of routes) {
      const match = regex.exec(path);
      if (!match) continue;
      const values = Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? '']));
      const allowed = names.every((name) => {
        const parameter = operation.parameters?.find((candidate) => candidate.name === name);
        const schema = parameter && resolveSchema(document, parameter.schema);
        return (
          (!schema?.enum || schema.enum.includes(values[name])) &&
          (!schema?.pattern || new RegExp(schema.pattern, 'u').test(values[name] ?? ''))
        );
      });
      if (!allowed) return undefined;
      // The parameters are fixed in the schema before the data is made, so the kept rules see them.
      const schema = resolveSchema(document, answerSchema(operation) ?? {});
      const asked = Object.fromEntries(
        names.filter((name) => schema.properties?.[name]).map((name) => [name, { const: values[name] }]),
      );
      return documentAnswer(
        document,
        { ...schema, properties: { ...schema.properties, ...asked } },
        // The same seed for a file in both locales: like the fixtures, its two locales share ids and slugs.
        (seed * 100_003 + hashOf(path.replace(/^\/api\/en\//, '/api/'))) % 2 ** 31,
      );
    }
    return undefined;
  };
}
