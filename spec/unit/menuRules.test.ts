import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dropdownColumns,
  initialMenuState,
  isMenuOpen,
  menuReducer,
  switchDirectionOf,
  type MenuEvent,
  type MenuState,
} from '../../site/rules/menuState.ts';

const run = (events: MenuEvent[], from: MenuState = initialMenuState) => events.reduce(menuReducer, from);
const open = (id: number): MenuEvent => ({ type: 'open', id });

const anId = fc.integer({ min: 1, max: 8 });
const anEvent: fc.Arbitrary<MenuEvent> = fc.oneof(
  anId.map((id) => ({ type: 'open', id }) as const),
  anId.map((id) => ({ type: 'toggle', id }) as const),
  anId.map((id) => ({ type: 'openSubmenu', id }) as const),
  fc.boolean().map((visible) => ({ type: 'setLogo', visible }) as const),
  fc.constant({ type: 'close' } as const),
  fc.constant({ type: 'closeAll' } as const),
);
const anyState = fc.array(anEvent, { maxLength: 30 }).map((events) => run(events));

describe('desktop menu (spec section 4): examples', () => {
  it('starts closed, with the logo shown', () => {
    expect(initialMenuState).toEqual({
      isShowLogo: true,
      openedMenu: false,
      activeItem: null,
      switchDirection: null,
      currentMenuId: null,
    });
  });

  it('opening an entry records it as active and opens its dropdown', () => {
    const state = run([open(2)]);
    expect(state).toMatchObject({ openedMenu: true, activeItem: 2, currentMenuId: 2 });
    expect(isMenuOpen(state, 2)).toBe(true);
    expect(isMenuOpen(state, 1)).toBe(false);
  });

  it('moving to an entry with a greater id slides from the left, to a smaller or the same id from the right', () => {
    expect(run([open(1), open(2)]).switchDirection).toBe('left');
    expect(run([open(2), open(1)]).switchDirection).toBe('right');
    expect(run([open(2), open(2)]).switchDirection).toBe('right');
    // Nothing was active before: "otherwise left".
    expect(run([open(5)]).switchDirection).toBe('left');
  });

  it('closing clears the open state, the active item, the direction and the current id', () => {
    expect(run([open(1), open(3), { type: 'close' }])).toEqual(initialMenuState);
  });

  it('after closing, the next opening compares with nothing', () => {
    expect(run([open(4), { type: 'close' }, open(1)]).switchDirection).toBe('left');
  });

  it('click, Enter or Space toggles: a second press on the open entry closes it, on another entry switches', () => {
    expect(run([{ type: 'toggle', id: 1 }])).toMatchObject({ openedMenu: true, currentMenuId: 1 });
    expect(
      run([
        { type: 'toggle', id: 1 },
        { type: 'toggle', id: 1 },
      ]).openedMenu,
    ).toBe(false);
    expect(
      run([
        { type: 'toggle', id: 1 },
        { type: 'toggle', id: 2 },
      ]),
    ).toMatchObject({
      openedMenu: true,
      currentMenuId: 2,
      switchDirection: 'left',
    });
  });

  it('logo visibility can be set off and on, and closing the dropdown leaves it alone', () => {
    expect(run([{ type: 'setLogo', visible: false }]).isShowLogo).toBe(false);
    expect(
      run([
        { type: 'setLogo', visible: false },
        { type: 'setLogo', visible: true },
      ]).isShowLogo,
    ).toBe(true);
    expect(run([{ type: 'setLogo', visible: false }, open(1), { type: 'close' }]).isShowLogo).toBe(false);
  });
});

describe('mobile menu (spec section 4): examples', () => {
  it('tapping a group opens its submenu and hides the logo', () => {
    expect(run([{ type: 'openSubmenu', id: 2 }])).toMatchObject({
      isShowLogo: false,
      openedMenu: true,
      currentMenuId: 2,
    });
  });

  it('back (close, logo on) returns to the list with the logo', () => {
    expect(run([{ type: 'openSubmenu', id: 2 }, { type: 'close' }, { type: 'setLogo', visible: true }])).toEqual(
      initialMenuState,
    );
  });

  it('following a link closes everything', () => {
    expect(run([{ type: 'openSubmenu', id: 1 }, { type: 'closeAll' }])).toEqual(initialMenuState);
  });
});

describe('menu rules: properties', () => {
  it('after any sequence of events, closing leaves open state, active item, direction and current id cleared', () => {
    fc.assert(
      fc.property(anyState, (state) => {
        const closed = menuReducer(state, { type: 'close' });
        expect(closed).toEqual({ ...initialMenuState, isShowLogo: state.isShowLogo });
      }),
    );
  });

  it('after any sequence of events, closing everything is the initial state', () => {
    fc.assert(
      fc.property(anyState, (state) => {
        expect(menuReducer(state, { type: 'closeAll' })).toEqual(initialMenuState);
      }),
    );
  });

  it('opening always shows exactly that entry, active, with the direction of the spec', () => {
    fc.assert(
      fc.property(anyState, anId, (state, id) => {
        const opened = menuReducer(state, open(id));
        expect(opened).toEqual({
          isShowLogo: state.isShowLogo,
          openedMenu: true,
          activeItem: id,
          currentMenuId: id,
          switchDirection: state.activeItem !== null && state.activeItem >= id ? 'right' : 'left',
        });
      }),
    );
  });

  it('an entry is open exactly when a direction and an active item are recorded', () => {
    fc.assert(
      fc.property(anyState, (state) => {
        expect(state.switchDirection !== null).toBe(state.openedMenu);
        expect(state.activeItem !== null).toBe(state.openedMenu);
        expect(state.currentMenuId !== null).toBe(state.openedMenu);
      }),
    );
  });

  it('toggling the same entry twice restores whether it was open', () => {
    fc.assert(
      fc.property(anyState, anId, (state, id) => {
        const twice = run(
          [
            { type: 'toggle', id },
            { type: 'toggle', id },
          ],
          state,
        );
        expect(isMenuOpen(twice, id)).toBe(isMenuOpen(state, id));
      }),
    );
  });

  it('the direction rule: right exactly when the previous id is greater or equal', () => {
    fc.assert(
      fc.property(fc.option(anId, { nil: null }), anId, (previous, next) => {
        expect(switchDirectionOf(previous, next) === 'right').toBe(previous !== null && previous >= next);
      }),
    );
  });
});

describe('dropdownColumns', () => {
  it('places groups by gridColumn, in column order, groups of a column by id', () => {
    const groups = [
      { id: 3, gridColumn: 2 },
      { id: 1, gridColumn: 1 },
      { id: 4, gridColumn: 3 },
      { id: 2, gridColumn: 2 },
      { id: 5 },
    ];
    expect(dropdownColumns(groups).map((column) => column.map((group) => group.id))).toEqual([[1, 5], [2, 3], [4]]);
  });

  it('keeps every group exactly once, in as many columns as distinct gridColumns', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ id: fc.nat(), gridColumn: fc.integer({ min: 1, max: 4 }) }), {
          selector: (group) => group.id,
        }),
        (groups) => {
          const columns = dropdownColumns(groups);
          expect(
            columns
              .flat()
              .map((group) => group.id)
              .sort(),
          ).toEqual(groups.map((group) => group.id).sort());
          expect(columns).toHaveLength(new Set(groups.map((group) => group.gridColumn)).size);
        },
      ),
    );
  });
});

describe('the first switch', () => {
  it('slides left when nothing was active before, whatever the new id', () => {
    expect(switchDirectionOf(null, 0)).toBe('left');
    expect(switchDirectionOf(null, -1)).toBe('left');
  });
});
