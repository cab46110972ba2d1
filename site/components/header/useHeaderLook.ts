import { useEffect, useState, type RefObject } from 'react';
import { HEADER_REVEAL_DELAY_MS, headerLookOf, initialHeaderLook, type HeaderLook } from '../../rules/headerLook.ts';
import { useSiteStore } from '../../stores/siteStore.ts';
import { useViewport } from '../overlays/useViewport.ts';

/** The look as one string, so useSyncExternalStore compares snapshots by value. */
const keyOf = (look: HeaderLook) => `${+look.top}${+look.solid}${+look.scrolled}`;
const lookOfKey = (key: string): HeaderLook => ({
  top: key[0] === '1',
  solid: key[1] === '1',
  scrolled: key[2] === '1',
});

/**
 * The header's look for the current scroll (site/rules/headerLook.ts), whether it may animate yet
 * (800 ms after the page opened), and its height measured into the store for whoever needs the room
 * it takes (spec section 3 `headerHeight`; also the `--header-height` custom property).
 */
export function useHeaderLook(
  isMainPage: boolean,
  headerRef: RefObject<HTMLElement | null>,
): HeaderLook & { animated: boolean } {
  const key = useViewport(
    ({ scrollY, windowHeight }) => keyOf(headerLookOf({ scrollY, windowHeight, isMainPage })),
    keyOf(initialHeaderLook),
  );
  const [animated, setAnimated] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setAnimated(true), HEADER_REVEAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const setHeaderHeight = useSiteStore((state) => state.setHeaderHeight);
  useEffect(() => {
    const header = headerRef.current;
    if (!header) return;
    const publish = () => {
      const height = header.getBoundingClientRect().height;
      setHeaderHeight(height);
      document.documentElement.style.setProperty('--header-height', `${Math.round(height)}px`);
    };
    // No first reading here: a ResizeObserver reports every element it starts observing, after the next
    // layout, so the height is never read in hydration's task (decision 018).
    const observer = new ResizeObserver(publish);
    observer.observe(header);
    return () => observer.disconnect();
  }, [headerRef, setHeaderHeight]);

  return { ...lookOfKey(key), animated };
}
