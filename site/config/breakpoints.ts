/**
 * Spec section 9 "Breakpoints": the named viewport widths the site is designed for (px). The CSS
 * media queries use the layout breakpoints; tests resize the browser to these names.
 */
export const BREAKPOINTS = {
  mobile: 320,
  mobileMedium: 375,
  mobileWide: 500,
  tablet: 768,
  desktop: 1024,
  desktopSmall: 1170,
  desktopMedium: 1280,
  desktopWide: 1600,
} as const;
export type BreakpointName = keyof typeof BREAKPOINTS;

/** The width from which the desktop header and footer show (spec: "desktop 1024 (default)"). */
export const DESKTOP_MIN_WIDTH = BREAKPOINTS.desktop;
