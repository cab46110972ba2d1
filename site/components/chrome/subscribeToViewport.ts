/**
 * A `useSyncExternalStore` subscription to what moves the viewport: scrolling and resizing. Shared by
 * the parts whose look follows the scroll position relative to the window or page size.
 */
export function subscribeToViewport(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange, { passive: true });
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}
