import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { uniqueIds, uniqueSlugs } from '../../contracts/page.ts';

// Items of a list are told apart by their id (React keys, the ru/en twin check) or their slug (their address).
describe('unique ids and slugs within a list', () => {
  it('holds exactly when no two items share an id', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.integer({ min: 1, max: 20 }), fc.constantFrom('a', 'b'))), (ids) => {
        const shared = ids.some((id, index) => ids.indexOf(id) !== index);
        expect(uniqueIds(ids.map((id) => ({ id })))).toBe(!shared);
      }),
    );
    expect(uniqueIds([{ id: 1 }, { id: 2 }, { id: 1 }])).toBe(false);
    expect(uniqueIds([])).toBe(true);
  });

  it('holds exactly when no two items share a slug', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('web', 'crm', 'b2b', 'seo', 'app')), (slugs) => {
        const shared = slugs.some((slug, index) => slugs.indexOf(slug) !== index);
        expect(uniqueSlugs(slugs.map((slug) => ({ slug })))).toBe(!shared);
      }),
    );
    expect(uniqueSlugs([{ slug: 'web' }, { slug: 'web' }])).toBe(false);
  });
});
