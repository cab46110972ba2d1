/**
 * Spec section 9 "Other": "Lazy-image preload 1.7 with 2 attempts". An image below the fold starts
 * loading when it comes within 1.7 viewports of the visible area (an IntersectionObserver whose root
 * margin grows the viewport by 170 % on every side), and an image that fails to load is tried again
 * at most twice, so it is requested 3 times in all, before its fallback (its alt text) shows.
 */
export const LAZY_IMAGE_PRELOAD_VIEWPORTS = 1.7;
export const LAZY_IMAGE_RETRY_ATTEMPTS = 2;

/** The observer's root margin: percentages of the viewport, so the distance follows the window's size. */
export const LAZY_IMAGE_ROOT_MARGIN = `${Math.round(LAZY_IMAGE_PRELOAD_VIEWPORTS * 100)}%`;

/** After the load numbered `attempt` (1 = the first) failed: try again, or give up and show the fallback. */
export function afterFailedAttempt(attempt: number): 'retry' | 'fallback' {
  return attempt <= LAZY_IMAGE_RETRY_ATTEMPTS ? 'retry' : 'fallback';
}

/**
 * The address to request on an attempt. A retry asks for a distinct URL: browsers may answer a repeated
 * request for an address that just failed from their memory of that failure without asking the server.
 */
export function imageAttemptSrc(src: string, attempt: number): string {
  if (attempt <= 1) return src;
  return `${src}${src.includes('?') ? '&' : '?'}attempt=${attempt}`;
}

/**
 * What a lazy image shows until it is requested: an empty picture of its own proportions, written into
 * the page (no request), so the browser sizes its box exactly as it will the real image. An <img>
 * without an address is not a picture to the browser: it would lay out its alt text instead, and the
 * page would shift when the address arrives.
 */
export function imagePlaceholderSrc(width: number, height: number): string {
  // Fully encoded: the page's markup then holds no address that looks like another site's.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"/>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
