import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accordionCounter, initialOpenItem, nextOpenItem, type OpenItem } from '../../site/rules/accordionOpenItem.ts';

const ITEMS = [{ id: 1 }, { id: 2 }, { id: 3 }];

/** The open item after clicking the given items in order, from the initial state of the options. */
function afterClicks(clicks: number[], firstActive = false): OpenItem<number> {
  return clicks.reduce<OpenItem<number>>(nextOpenItem, initialOpenItem(ITEMS, { firstActive }));
}

describe('accordion (spec section 4 "Accordion")', () => {
  it('opens nothing initially, unless the first item is active', () => {
    expect(initialOpenItem(ITEMS, { firstActive: false })).toBeNull();
    expect(initialOpenItem(ITEMS, { firstActive: true })).toBe(1);
    expect(initialOpenItem([], { firstActive: true })).toBeNull();
  });

  it('opens the clicked item', () => {
    expect(afterClicks([2])).toBe(2);
  });

  it('closes the open item when another is clicked: one item open at a time', () => {
    expect(afterClicks([2, 3])).toBe(3);
    expect(afterClicks([3], true)).toBe(3);
  });

  it('closes the open item when it is clicked again', () => {
    expect(afterClicks([2, 2])).toBeNull();
    expect(afterClicks([1], true)).toBeNull();
  });

  it('reopens an item clicked a third time', () => {
    expect(afterClicks([2, 2, 2])).toBe(2);
  });

  it('numbers items 01, 02, … for a counter', () => {
    expect([0, 1, 8, 9, 10].map(accordionCounter)).toEqual(['01', '02', '09', '10', '11']);
  });
});

const itemIds = fc.uniqueArray(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 8 });
const scenario = itemIds.chain((ids) =>
  fc.record({
    ids: fc.constant(ids),
    firstActive: fc.boolean(),
    clicks: fc.array(fc.constantFrom(...ids), { maxLength: 30 }),
  }),
);

describe('accordion properties', () => {
  it('has at most one item open, and it is one of the items, after any clicks', () => {
    fc.assert(
      fc.property(scenario, ({ ids, firstActive, clicks }) => {
        const items = ids.map((id) => ({ id }));
        const open = clicks.reduce<OpenItem<number>>(nextOpenItem, initialOpenItem(items, { firstActive }));
        const openItems = items.filter((item) => item.id === open);
        expect(openItems.length).toBeLessThanOrEqual(1);
        if (open !== null) expect(ids).toContain(open);
      }),
    );
  });

  it('a click toggles the clicked item and never opens any other', () => {
    fc.assert(
      fc.property(scenario, ({ ids, firstActive, clicks }) => {
        const items = ids.map((id) => ({ id }));
        let open = initialOpenItem(items, { firstActive });
        for (const clicked of clicks) {
          const next = nextOpenItem(open, clicked);
          expect(next === clicked).toBe(open !== clicked);
          expect(next === null || next === clicked).toBe(true);
          open = next;
        }
      }),
    );
  });

  it('after clicks, the open item is the last one clicked an odd number of times in a row', () => {
    fc.assert(
      fc.property(scenario, ({ ids, clicks }) => {
        const open = clicks.reduce<OpenItem<number>>(
          nextOpenItem,
          initialOpenItem(
            ids.map((id) => ({ id })),
            { firstActive: false },
          ),
        );
        const last = clicks.at(-1);
        if (last === undefined) {
          expect(open).toBeNull();
          return;
        }
        let run = 0;
        for (let i = clicks.length - 1; i >= 0 && clicks[i] === last; i--) run++;
        // Before the run of clicks on `last` it was closed (another item was clicked, or none was open yet).
        expect(open).toBe(run % 2 === 1 ? last : null);
      }),
    );
  });
});
