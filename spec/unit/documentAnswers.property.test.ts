import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { contentFileOf } from '../../contracts/apiPath.ts';
import { parseTypeset } from '../../contracts/typesetting.ts';
import { classifyFixture } from '../../mocks/fixtureChecks.ts';
import { typesetterFor } from '../../site/typography/typesetter.ts';
import {
  documentAnswer,
  documentReads,
  documentRules,
  type OpenApiDocument,
} from '../../tools/contracts/documentAnswers.ts';

// The contract the other way round: every answer the OpenAPI document allows, the site accepts. Answers
// are made from the document alone (a JSON-Schema data generator, then the `x-rules` the document names
// kept), for every GET of both locales; the document itself (Ajv, JSON Schema 2020-12) confirms each is
// valid, and the site's contract must parse it. An answer refused here is a rule the document does not
// state, or a contract stricter than it says. A deeper run: DOCUMENT_SEEDS=50 npx vitest run <this file>.
const SEEDS = Number(process.env.DOCUMENT_SEEDS ?? 3);

const document = JSON.parse(readFileSync('contracts/generated/openapi.json', 'utf8')) as OpenApiDocument;
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: 'openapi.json', components: document.components });
const validatorOf = (schema: object) =>
  ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/')));

/** The site's contract for an /api path, and the locale its text is typeset in (none for form definitions). */
function contractOf(path: string) {
  const content = contentFileOf(path);
  const fixture = content?.file.startsWith('forms/') ? content.file : content && `${content.locale}/${content.file}`;
  const found = fixture === undefined ? undefined : classifyFixture(fixture);
  if (!found || found.kind === 'submission') throw new Error(`${path}: no contract of the site answers this path.`);
  return { schema: found.schema, locale: found.kind === 'content' ? found.locale : undefined };
}

describe('answers made from the OpenAPI document alone', () => {
  const reads = documentReads(document, 1);

  it('cover every GET of the document, content of both locales and the form definitions', () => {
    expect(reads.length).toBe(
      Object.values(document.paths).filter((methods) => methods.get?.responses['200']?.content).length,
    );
    expect(reads.some(({ path }) => path.startsWith('/api/en/'))).toBe(true);
    expect(reads.some(({ path }) => path.startsWith('/api/forms/'))).toBe(true);
  });

  it('come with every rule the document names in x-rules listed in docs/api.md for the backend team', () => {
    const rules = documentRules(document).map((rule) => rule.name);
    expect(rules).toEqual(
      expect.arrayContaining(['unique-ids', 'unique-slugs', 'list-category', 'inputs-by-position']),
    );
    const section = readFileSync('docs/api.md', 'utf8')
      .split('## Rules JSON Schema cannot state')[1]
      ?.split('\n## ')[0];
    const listed = [...(section ?? '').matchAll(/^\| `([a-z-]+)` +\|/gm)].map(([, name]) => name);
    expect(listed.sort()).toEqual(rules.sort());
  });

  it.each(reads.map((read) => [read.template, read] as const))(
    '%s: valid against the document, and the site parses them',
    (_, { path, schema }) => {
      const validate = validatorOf(schema);
      const { schema: contract, locale } = contractOf(path);
      const refused: string[] = [];
      for (let seed = 1; seed <= SEEDS; seed += 1) {
        const answer = documentAnswer(document, schema, seed);
        // The generator's own slip, not the site's: the document must allow what the test sends.
        expect(validate(answer), `seed ${seed}: ${ajv.errorsText(validate.errors)}`).toBe(true);
        const parsed = locale ? parseTypeset(contract, answer, typesetterFor(locale)) : contract.safeParse(answer);
        if (!parsed.success)
          for (const issue of parsed.error.issues)
            refused.push(`seed ${seed}: ${issue.path.join('.') || '(the answer)'}: ${issue.message}`);
      }
      expect(refused).toEqual([]);
    },
  );
});
