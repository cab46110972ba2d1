import { describe, expectTypeOf, it } from 'vitest';
import type { Home } from '../../contracts/home.ts';
import type { components } from '../../contracts/generated/api.ts';

// These hold at type-check time (`npm run typecheck`): the types generated from the OpenAPI document
// describe the same data as the Zod contracts they were generated from.
describe('types generated from the OpenAPI document', () => {
  it('Home matches its contract both ways', () => {
    expectTypeOf<Home>().toExtend<components['schemas']['Home']>();
    expectTypeOf<components['schemas']['Home']>().toExtend<Home>();
  });
});
