/**
 * The header menu's state machine (spec section 4 "Desktop menu" and "Mobile menu") over the store
 * values of spec section 3: isShowLogo, openedMenu, activeItem, switchDirection, currentMenuId.
 *
 * Desktop: opening an entry records it as active and sets switchDirection to `right` when the
 * previous active id is greater than or equal to the new id, otherwise `left` (the dropdown's
 * content slides in from that side); closing clears open state, active item, direction and current id.
 * Mobile: opening a submenu also hides the logo (its place shows the back button); following a link
 * closes everything and shows the logo again. Pure functions, so the rules are testable without a DOM.
 */

export type SwitchDirection = 'left' | 'right';

export interface MenuState {
  /** False while a mobile submenu is open: the back button takes the logo's place. */
  isShowLogo: boolean;
  /** A dropdown (desktop) or a submenu (mobile) is open. */
  openedMenu: boolean;
  /** The id of the entry last opened; the next opening compares its id with this one. */
  activeItem: number | null;
  switchDirection: SwitchDirection | null;
  /** The id of the entry whose dropdown or submenu shows. */
  currentMenuId: number | null;
}

export type MenuEvent =
  /** Hover (desktop): opens the entry's dropdown. */
  | { type: 'open'; id: number }
  /** Click, Enter or Space: closes the entry when it is the one open, else opens it. */
  | { type: 'toggle'; id: number }
  /** Leaving the nav, Escape, the back button: clears open state, active item, direction and current id. */
  | { type: 'close' }
  | { type: 'setLogo'; visible: boolean }
  /** Mobile: a group's submenu opens and the logo hides. */
  | { type: 'openSubmenu'; id: number }
  /** A link followed, the overlay closed: everything back to the start, logo shown. */
  | { type: 'closeAll' };

export const initialMenuState: MenuState = {
  isShowLogo: true,
  openedMenu: false,
  activeItem: null,
  switchDirection: null,
  currentMenuId: null,
};

/** Spec: `right` when the previous active id >= the new id, otherwise (and with none before) `left`. */
export function switchDirectionOf(previousActive: number | null, next: number): SwitchDirection {
  return previousActive !== null && previousActive >= next ? 'right' : 'left';
}

function open(state: MenuState, id: number): MenuState {
  return {
    ...state,
    openedMenu: true,
    switchDirection: switchDirectionOf(state.activeItem, id),
    activeItem: id,
    currentMenuId: id,
  };
}

function close(state: MenuState): MenuState {
  return { ...state, openedMenu: false, activeItem: null, switchDirection: null, currentMenuId: null };
}

export function menuReducer(state: MenuState, event: MenuEvent): MenuState {
  switch (event.type) {
    case 'open':
      return open(state, event.id);
    case 'toggle':
      return state.openedMenu && state.currentMenuId === event.id ? close(state) : open(state, event.id);
    case 'close':
      return close(state);
    case 'setLogo':
      return { ...state, isShowLogo: event.visible };
    case 'openSubmenu':
      return { ...open(state, event.id), isShowLogo: false };
    case 'closeAll':
      return initialMenuState;
  }
}

/** Whether the dropdown or submenu of this entry shows. */
export function isMenuOpen(state: MenuState, id: number): boolean {
  return state.openedMenu && state.currentMenuId === id;
}

/**
 * The columns of a dropdown: its groups placed by `gridColumn` (1 when absent), in column order,
 * groups of one column by id. Empty columns are skipped so a menu numbered 1 and 3 shows two columns.
 */
export function dropdownColumns<T extends { id: number; gridColumn?: number }>(groups: readonly T[]): T[][] {
  const byColumn = new Map<number, T[]>();
  for (const group of groups) {
    const column = group.gridColumn ?? 1;
    byColumn.set(column, [...(byColumn.get(column) ?? []), group]);
  }
  return [...byColumn.entries()].sort(([a], [b]) => a - b).map(([, column]) => column.sort((a, b) => a.id - b.id));
}
