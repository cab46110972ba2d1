/** Spec section 4 "Scroll-to-top": the control is hidden until the scroll passes half the page height. */
export function showsScrollToTop(scrollY: number, pageHeight: number): boolean {
  return pageHeight > 0 && scrollY > pageHeight / 2;
}

/** Smooth scrolling moves the whole page past the eyes; visitors who asked for less motion jump instead. */
export function scrollBehavior(prefersReducedMotion: boolean): ScrollBehavior {
  return prefersReducedMotion ? 'auto' : 'smooth';
}
