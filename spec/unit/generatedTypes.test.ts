import { describe, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { ArticleSchema } from '../../contracts/blog.ts';
import type { FormDefinitionSchema } from '../../contracts/formDefinition.ts';
import type { components } from '../../contracts/generated/api.ts';
import type { HomeSchema } from '../../contracts/home.ts';
import type { LandingPageSchema } from '../../contracts/landing.ts';
import type { ProjectSchema } from '../../contracts/portfolio.ts';
import type { SearchItemSchema } from '../../contracts/search.ts';

type Schemas = components['schemas'];
/** What travels on the wire is the contract's input: fields with a default may be left out. */
type Wire<S extends z.ZodType> = z.input<S>;
/** Plain assignability: expect-type's own toExtend misreads unions of objects (discriminated sections). */
type Extends<A, B> = [A] extends [B] ? true : false;

// These hold at type-check time (`npm run typecheck`): the types generated from the OpenAPI document
// describe the same data as the Zod contracts they were generated from.
describe('types generated from the OpenAPI document', () => {
  it('Home matches its contract both ways', () => {
    expectTypeOf<Extends<Wire<typeof HomeSchema>, Schemas['Home']>>().toEqualTypeOf<true>();
    expectTypeOf<Extends<Schemas['Home'], Wire<typeof HomeSchema>>>().toEqualTypeOf<true>();
  });

  it('the shared page shape, a project and an article match their contracts both ways', () => {
    expectTypeOf<Extends<Wire<typeof LandingPageSchema>, Schemas['LandingPage']>>().toEqualTypeOf<true>();
    expectTypeOf<Extends<Schemas['LandingPage'], Wire<typeof LandingPageSchema>>>().toEqualTypeOf<true>();
    expectTypeOf<Extends<Wire<typeof ProjectSchema>, Schemas['Project']>>().toEqualTypeOf<true>();
    expectTypeOf<Extends<Schemas['Project'], Wire<typeof ProjectSchema>>>().toEqualTypeOf<true>();
    expectTypeOf<Extends<Wire<typeof ArticleSchema>, Schemas['Article']>>().toEqualTypeOf<true>();
    expectTypeOf<Extends<Schemas['Article'], Wire<typeof ArticleSchema>>>().toEqualTypeOf<true>();
  });

  it('search items and form definitions match their contracts both ways', () => {
    expectTypeOf<Extends<Wire<typeof SearchItemSchema>, Schemas['SearchItem']>>().toEqualTypeOf<true>();
    expectTypeOf<Extends<Schemas['SearchItem'], Wire<typeof SearchItemSchema>>>().toEqualTypeOf<true>();
    expectTypeOf<Extends<Wire<typeof FormDefinitionSchema>, Schemas['FormDefinition']>>().toEqualTypeOf<true>();
    expectTypeOf<Extends<Schemas['FormDefinition'], Wire<typeof FormDefinitionSchema>>>().toEqualTypeOf<true>();
  });
});
