// https://zustand.docs.pmnd.rs/ — the page-wide values of spec section 3 "Store values" that are not
// the menu's (site/stores/menuStore.ts) or the search's (site/stores/searchStore.ts).
import { create } from 'zustand';

export interface SiteState {
  /** The header's rendered height in px, measured in the browser (0 on the server). */
  headerHeight: number;
  /** False while a client-side navigation loads the next page. */
  loaded: boolean;
  /** The footer's lazy blocks show after the first click or a scroll over 10 px (spec section 4). */
  showLazyBlocks: boolean;
}

export interface SiteStore extends SiteState {
  setHeaderHeight: (height: number) => void;
  setLoaded: (loaded: boolean) => void;
  revealLazyBlocks: () => void;
}

/** The spec's defaults: `loaded` true, nothing measured or revealed yet. */
export const initialSiteState: SiteState = { headerHeight: 0, loaded: true, showLazyBlocks: false };

/**
 * One store for the page. It is a module, so on the server it would be shared by every request: the
 * setters therefore do nothing outside the browser (they are called from effects and event handlers
 * only, which the server never runs), and one visitor's state can never reach another's markup.
 */
export const useSiteStore = create<SiteStore>()((set) => {
  const browserOnly =
    <A extends unknown[]>(update: (...args: A) => Partial<SiteState>) =>
    (...args: A) => {
      if (typeof window !== 'undefined') set(update(...args));
    };
  return {
    ...initialSiteState,
    setHeaderHeight: browserOnly((headerHeight: number) => ({ headerHeight: Math.max(0, Math.round(headerHeight)) })),
    setLoaded: browserOnly((loaded: boolean) => ({ loaded })),
    revealLazyBlocks: browserOnly(() => ({ showLazyBlocks: true })),
  };
});
