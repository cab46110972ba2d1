import { useSyncExternalStore } from 'react';

/** Where the page is scrolled and how big the window and the page are, in CSS pixels. */
export interface Viewport {
  scrollY: number;
  windowHeight: number;
  pageHeight: number;
}

/**
 * The viewport as last measured: on every scroll and resize, and once in the animation frame after the
 * first part subscribes. Never measured while React renders or hydrates: reading a scroll position or
 * a height makes the browser lay the page out then and there, and during hydration that layout would
 * lengthen hydration's own task (Total Blocking Time, decision 018); in an animation frame the browser
 * is about to lay the page out anyway. Undefined until the first measurement.
 */
let measured: Viewport | undefined;
const listeners = new Set<() => void>();
let frame = 0;

function measure() {
  measured = {
    scrollY: window.scrollY,
    windowHeight: window.innerHeight,
    pageHeight: document.documentElement.scrollHeight,
  };
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  if (listeners.size === 1) {
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure, { passive: true });
  }
  cancelAnimationFrame(frame);
  frame = requestAnimationFrame(measure);
  return () => {
    listeners.delete(onChange);
    if (listeners.size > 0) return;
    cancelAnimationFrame(frame);
    window.removeEventListener('scroll', measure);
    window.removeEventListener('resize', measure);
  };
}

/**
 * What a part shows for the viewport: `select` maps the measurement to a value compared by identity
 * (return a string, a number or a boolean, so that a scroll that changes nothing renders nothing);
 * `beforeMeasured` is the value of the server's markup, used until the first measurement.
 */
export function useViewport<T>(select: (viewport: Viewport) => T, beforeMeasured: T): T {
  return useSyncExternalStore(
    subscribe,
    () => (measured ? select(measured) : beforeMeasured),
    () => beforeMeasured,
  );
}
