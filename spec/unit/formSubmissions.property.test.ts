import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMPANY_MAX,
  COMPANY_SIZES,
  FEEDBACK_TOPICS,
  MESSAGE_MAX,
  NAME_MAX,
  RESEARCH_INDUSTRIES,
} from '../../contracts/formFields.ts';
import { formEndpoints } from '../../contracts/forms.ts';
import { FORM_ENDPOINTS, formEndpointPath, type FormEndpoint } from '../../contracts/formConstants.ts';
import { LOCALES } from '../../contracts/locale.ts';

// Properties over what visitors and bots may send to the six form endpoints: whatever arrives, the
// answer is 200, 400 (not an object of fields) or 422, never a 5xx; and a 422 names exactly the fields
// that were made invalid.

const api = 'http://api.test';
const send = (endpoint: FormEndpoint, body: string) =>
  fetch(`${api}${formEndpointPath(endpoint)}`, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
  });

const text = (max: number) => fc.string({ minLength: 1, maxLength: max }).filter((s) => s.trim().length > 0);
const phone = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 10, maxLength: 11 }).map((d) => `+${d.join('')}`);
const email = fc
  .tuple(fc.stringMatching(/^[a-z][a-z0-9._-]{0,20}[a-z0-9]$/), fc.stringMatching(/^[a-z][a-z0-9-]{0,15}[a-z0-9]$/))
  .filter(([local]) => !local.includes('..'))
  .map(([local, domain]) => `${local}@${domain}.example`);
const utm = fc.record({
  source: fc.string({ maxLength: 256 }),
  medium: fc.string({ maxLength: 256 }),
  campaign: fc.string({ maxLength: 256 }),
});
const common = {
  consent: fc.constant(true),
  page: fc.webPath().map((p) => `/${p.replace(/^\/+/, '')}`),
  locale: fc.constantFrom(...LOCALES),
  utm,
};

/** Bodies every endpoint must accept. */
const validBodies: Record<'feedback' | 'research', fc.Arbitrary<Record<string, unknown>>> = {
  feedback: fc.record(
    {
      name: text(NAME_MAX),
      phone,
      email,
      company: fc.string({ maxLength: COMPANY_MAX }),
      message: fc.string({ maxLength: MESSAGE_MAX }),
      topic: fc.constantFrom(...FEEDBACK_TOPICS),
      ...common,
    },
    { requiredKeys: ['name', 'phone', 'email', 'topic', 'consent', 'page', 'locale', 'utm'] },
  ),
  research: fc.record({
    name: text(NAME_MAX),
    email,
    phone,
    company: text(COMPANY_MAX),
    position: text(100),
    companySize: fc.constantFrom(...COMPANY_SIZES),
    industry: fc.constantFrom(...RESEARCH_INDUSTRIES),
    ...common,
  }),
};
const kindOf = (endpoint: FormEndpoint) => (endpoint === 'form_application' ? 'feedback' : 'research');

/** For each field, values that break its rule (and that a person or a bot might really send). */
const invalidValues: Record<string, fc.Arbitrary<unknown>> = {
  name: fc.constantFrom('', '   ', 'x'.repeat(NAME_MAX + 1), 42, null),
  phone: fc.constantFrom('', '12-34', 'call me', '+7 (495) 000-00-00 ext 5', 79990000000),
  email: fc.constantFrom('', 'anna', 'anna@', '@company.ru', 'anna company.ru', `${'a'.repeat(250)}@b.ru`),
  company: fc.constantFrom('x'.repeat(COMPANY_MAX + 1), 7),
  message: fc.constantFrom('x'.repeat(MESSAGE_MAX + 1), ['a']),
  topic: fc.constantFrom('sales', ''),
  position: fc.constantFrom('', 'x'.repeat(101)),
  companySize: fc.constantFrom('huge', '0', ''),
  industry: fc.constantFrom('space', 'Metallurgy', ''),
  consent: fc.constantFrom(false, 'yes', 1, null),
  page: fc.constantFrom('feedback/', 'https://evil.example/', ''),
  locale: fc.constantFrom('de', 'RU', ''),
  utm: fc.constantFrom(
    'yandex',
    { source: 1, medium: '', campaign: '' },
    { source: 'x'.repeat(257), medium: '', campaign: '' },
  ),
};

describe('form endpoints under arbitrary input', () => {
  for (const endpoint of FORM_ENDPOINTS) {
    const fields = Object.keys(formEndpoints[endpoint].schema.shape).filter((f) => f !== 'website');

    it(`${endpoint} accepts every valid body`, async () => {
      await fc.assert(
        fc.asyncProperty(validBodies[kindOf(endpoint)], async (body) => {
          const response = await send(endpoint, JSON.stringify(body));
          expect(response.status, JSON.stringify(await response.clone().json())).toBe(200);
        }),
        { numRuns: 40 },
      );
    });

    it(`${endpoint} answers 422 naming exactly the fields made invalid`, async () => {
      const mutation = fc
        .uniqueArray(fc.constantFrom(...fields), { minLength: 1, maxLength: fields.length })
        .chain((broken) =>
          fc.tuple(fc.constant(broken), fc.tuple(...broken.map((field) => invalidValues[field] ?? fc.constant(null)))),
        );
      await fc.assert(
        fc.asyncProperty(validBodies[kindOf(endpoint)], mutation, async (valid, [broken, values]) => {
          const body = { ...valid };
          broken.forEach((field, index) => {
            body[field] = values[index];
          });
          const response = await send(endpoint, JSON.stringify(body));
          expect(response.status).toBe(422);
          const { errors } = (await response.json()) as { errors: { field: string; message: string }[] };
          expect(errors.map((e) => e.field).sort()).toEqual([...broken].sort());
          expect(errors.every((e) => e.message.length > 0)).toBe(true);
        }),
        { numRuns: 60 },
      );
    });

    it(`${endpoint} never answers 5xx, whatever the body`, async () => {
      const anyBody = fc.oneof(
        fc.json(),
        fc.string(),
        fc.jsonValue().map((v) => JSON.stringify(v)),
        fc
          .dictionary(fc.constantFrom(...fields, 'website', '__proto__', 'constructor'), fc.jsonValue())
          .map((v) => JSON.stringify(v)),
      );
      await fc.assert(
        fc.asyncProperty(anyBody, async (body) => {
          const response = await send(endpoint, body);
          expect([200, 400, 422]).toContain(response.status);
        }),
        { numRuns: 80 },
      );
    });
  }
});
