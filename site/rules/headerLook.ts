/**
 * Spec section 4 "Header look" and section 9: how the sticky header looks for a scroll position.
 *
 * - `top`: the scroll is at most 10 px — the header sits on the page as part of its first screen.
 * - `solid`: the header has its opaque background. On the main page it stays transparent until the
 *   scroll passes half the window height (its hero is one screen tall); elsewhere it turns solid
 *   after about 1 % of the window height. Decision: never before the top flag clears, so on windows
 *   up to 1000 px high (1 % <= 10 px) a header is transparent exactly while it is at the top, and on
 *   taller windows it waits for the 1 %.
 * - `scrolled`: the scroll is above 50 px — the header lifts off the page with a shadow.
 * Decision (the spec gives only the number): the reveal delay of 800 ms is when the header starts to
 * animate its changes of look. A page that opens already scrolled (a restored position, a #section
 * link) shows the right look at once instead of fading into it; after that, changes are animated.
 */
export const HEADER_TOP_MAX_PX = 10;
export const HEADER_SCROLLED_MIN_PX = 50;
/** "About 1 percent of window height". */
export const HEADER_SOLID_WINDOW_SHARE = 0.01;
export const HEADER_REVEAL_DELAY_MS = 800;

export interface HeaderLookInput {
  scrollY: number;
  windowHeight: number;
  /** The home page of the site (`/`, `/en/`). */
  isMainPage: boolean;
}

export interface HeaderLook {
  top: boolean;
  solid: boolean;
  scrolled: boolean;
}

/** The scroll position past which the header is solid. */
export function solidThreshold(windowHeight: number, isMainPage: boolean): number {
  return isMainPage ? windowHeight / 2 : Math.max(HEADER_TOP_MAX_PX, windowHeight * HEADER_SOLID_WINDOW_SHARE);
}

export function headerLookOf({ scrollY, windowHeight, isMainPage }: HeaderLookInput): HeaderLook {
  return {
    top: scrollY <= HEADER_TOP_MAX_PX,
    solid: scrollY > solidThreshold(windowHeight, isMainPage),
    scrolled: scrollY > HEADER_SCROLLED_MIN_PX,
  };
}

/** The look of a page that has not scrolled (and of the server's markup). */
export const initialHeaderLook: HeaderLook = { top: true, solid: false, scrolled: false };
