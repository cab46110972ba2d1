import type { SiteVariant } from './variants.ts';

/** Spec section 2 "Layouts". */
export const LAYOUTS = [
  'default',
  'empty',
  'b24',
  'feedback',
  'feedback-ctp',
  'research',
  'research-form',
  'support',
] as const;
export type LayoutName = (typeof LAYOUTS)[number];

export interface LayoutParts {
  /** The variant whose logo target, menu and button the layout shows (the testing brand overrides default's). */
  variant: SiteVariant;
  /** `full`: the header with menus; `bar`: a slim bar with the logo (and a close button or the research link). */
  nav: 'full' | 'bar';
  footer: boolean;
  scrollToTop: boolean;
  cookieNotice: boolean;
  /** Feedback and research-form screens: a close button that goes back (home when there is no history). */
  closeButton: boolean;
  /** The research layout: "Результаты исследования" / "Research results" to /research-b2b-form/. */
  researchLink: boolean;
}

const full = {
  nav: 'full',
  footer: true,
  scrollToTop: true,
  cookieNotice: true,
  closeButton: false,
  researchLink: false,
} as const;
const bar = { nav: 'bar', footer: false, scrollToTop: false, cookieNotice: false, researchLink: false } as const;

/**
 * What each layout shows, as the spec puts it: default and support have a footer, a scroll-to-top
 * control and a cookie notice; research has a footer; feedback and research-form screens a close button.
 */
export const layouts: Record<LayoutName, LayoutParts> = {
  default: { ...full, variant: 'general' },
  support: { ...full, variant: 'ctp' },
  b24: { ...full, variant: 'bitrix24', footer: false, scrollToTop: false, cookieNotice: false },
  research: { ...bar, variant: 'general', footer: true, closeButton: false, researchLink: true },
  'research-form': { ...bar, variant: 'general', closeButton: true },
  feedback: { ...bar, variant: 'general', closeButton: true },
  'feedback-ctp': { ...bar, variant: 'ctp', closeButton: true },
  empty: { ...bar, variant: 'general', closeButton: false },
};
