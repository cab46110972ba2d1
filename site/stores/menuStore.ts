// https://zustand.docs.pmnd.rs/ — the header menu's state (spec section 3 "Store values": menu state).
import { create } from 'zustand';
import { initialMenuState, menuReducer, type MenuEvent, type MenuState } from '../rules/menuState.ts';

export interface MenuStore extends MenuState {
  openMenu: (id: number) => void;
  toggleMenu: (id: number) => void;
  closeMenu: () => void;
  setShowLogo: (visible: boolean) => void;
  openSubmenu: (id: number) => void;
  closeAll: () => void;
}

/**
 * One store for the page: the server only ever renders its initial state (no event runs there), so
 * sharing the module between requests cannot leak one visitor's open menu into another's page.
 * Every transition goes through the pure rules of site/rules/menuState.ts.
 */
export const useMenuStore = create<MenuStore>()((set) => {
  const dispatch = (event: MenuEvent) => set((state) => menuReducer(state, event));
  return {
    ...initialMenuState,
    openMenu: (id) => dispatch({ type: 'open', id }),
    toggleMenu: (id) => dispatch({ type: 'toggle', id }),
    closeMenu: () => dispatch({ type: 'close' }),
    setShowLogo: (visible) => dispatch({ type: 'setLogo', visible }),
    openSubmenu: (id) => dispatch({ type: 'openSubmenu', id }),
    closeAll: () => dispatch({ type: 'closeAll' }),
  };
});
