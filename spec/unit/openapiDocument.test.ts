import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../contracts/openapi.ts';

// The document the backend team reads is written from the Zod contracts by `npm run contracts`. The
// committed copy must be exactly what the contracts say today: a contract edited without
// regenerating it (or a generator that drops a description, an example, a failure answer) fails here,
// as `npm run contracts:check` does, but inside the unit suite, where mutation testing sees it.
describe('contracts/generated/openapi.json', () => {
  it('is exactly the document the contracts build', async () => {
    const committed: unknown = JSON.parse(
      await readFile(new URL('../../contracts/generated/openapi.json', import.meta.url), 'utf8'),
    );
    expect(JSON.parse(JSON.stringify(await buildOpenApiDocument()))).toEqual(committed);
  });
});
