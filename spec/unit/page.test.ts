import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UNIQUE_IDS, UNIQUE_SLUGS } from '../../contracts/page.ts';

// Items of a list are told apart by their id (React keys, the ru/en twin check) or their slug (their
// address). A list that breaks the rule names the items it would have to lose: each that repeats an earlier one.
describe('unique ids and slugs within a list', () => {
  it('breaks exactly at the items whose id an earlier item has', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.integer({ min: 1, max: 20 }), fc.constantFrom('a', 'b'))), (ids) => {
        const repeated = ids.flatMap((id, index) => (ids.indexOf(id) === index ? [] : [[index]]));
        expect(UNIQUE_IDS.breaks(ids.map((id) => ({ id })))).toEqual(repeated);
      }),
    );
    expect(UNIQUE_IDS.breaks([{ id: 1 }, { id: 2 }, { id: 1 }, { id: 1 }])).toEqual([[2], [3]]);
    expect(UNIQUE_IDS.breaks([])).toEqual([]);
  });

  it('breaks exactly at the items whose slug an earlier item has', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('web', 'crm', 'b2b', 'seo', 'app')), (slugs) => {
        const repeated = slugs.flatMap((slug, index) => (slugs.indexOf(slug) === index ? [] : [[index]]));
        expect(UNIQUE_SLUGS.breaks(slugs.map((slug) => ({ slug })))).toEqual(repeated);
      }),
    );
    expect(UNIQUE_SLUGS.breaks([{ slug: 'web' }, { slug: 'web' }])).toEqual([[1]]);
  });
});
