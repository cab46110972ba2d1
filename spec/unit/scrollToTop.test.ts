import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ScrollToTop } from '../../site/components/overlays/ScrollToTop.tsx';
import { scrollPageToTop, type ScrollEnv } from '../../site/components/overlays/scrollPageToTop.ts';
import { scrollBehavior, showsScrollToTop } from '../../site/rules/scrollToTop.ts';
import { renderMarkup } from '../support/renderMarkup.tsx';

describe('scroll-to-top (spec section 4)', () => {
  it.each([
    { scrollY: 0, pageHeight: 3000, shows: false },
    { scrollY: 1500, pageHeight: 3000, shows: false },
    { scrollY: 1501, pageHeight: 3000, shows: true },
    { scrollY: 400, pageHeight: 700, shows: true },
    { scrollY: 0, pageHeight: 0, shows: false },
  ])('scrolled $scrollY px of $pageHeight px: shows = $shows', ({ scrollY, pageHeight, shows }) => {
    expect(showsScrollToTop(scrollY, pageHeight)).toBe(shows);
  });

  it('scrolls smoothly, or jumps for visitors who prefer reduced motion', () => {
    expect(scrollBehavior(false)).toBe('smooth');
    expect(scrollBehavior(true)).toBe('auto');
  });

  it('is not in the server’s markup: the page starts at the top', () => {
    expect(renderMarkup(createElement(ScrollToTop))).toBe('');
  });

  it.each([
    { reduced: false, behavior: 'smooth' },
    { reduced: true, behavior: 'auto' },
  ])(
    'takes the visitor to the top and focuses the main content (reduced motion: $reduced)',
    ({ reduced, behavior }) => {
      const calls: string[] = [];
      const env: ScrollEnv = {
        matchMedia: (query) => ({ matches: reduced && query === '(prefers-reduced-motion: reduce)' }),
        scrollTo: (options) => calls.push(`scroll ${options.top ?? '?'} ${options.behavior ?? '?'}`),
        getElementById: (id) => ({
          focus: (options) => calls.push(`focus #${id} preventScroll=${String(options?.preventScroll)}`),
        }),
      };
      scrollPageToTop(env);
      expect(calls).toEqual([`scroll 0 ${behavior}`, 'focus #content preventScroll=true']);
    },
  );
});

describe('a page without height', () => {
  it('never shows the control, wherever the scroll says it is', () => {
    expect(showsScrollToTop(1, 0)).toBe(false);
    expect(showsScrollToTop(0, 0)).toBe(false);
  });
});
