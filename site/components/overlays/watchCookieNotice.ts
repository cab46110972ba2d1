import { readCookie } from '../../../contracts/cookies.ts';
import { COOKIE_NOTICE_COOKIE, COOKIE_NOTICE_DELAY_MS, shouldShowCookieNotice } from '../../rules/cookieNotice.ts';

/** What the watcher needs from the browser; tests pass a stand-in. */
export interface CookieNoticeEnv {
  scrollY: number;
  addEventListener(type: 'scroll', listener: () => void, options: AddEventListenerOptions): void;
  removeEventListener(type: 'scroll', listener: () => void): void;
  /** The current `document.cookie`. */
  cookies(): string;
}

/**
 * Drives the cookie notice from the page's clock and scroll (spec section 4): calls `onChange` with
 * whether the notice shows once the delay has passed and on every scroll after. Returns a cleanup.
 */
export function watchCookieNotice(env: CookieNoticeEnv, onChange: (visible: boolean) => void): () => void {
  const start = Date.now();
  let delayPassed = false;
  const update = () => {
    const elapsed = Date.now() - start;
    onChange(
      shouldShowCookieNotice({
        cookieValue: readCookie(env.cookies(), COOKIE_NOTICE_COOKIE),
        // A timer that has fired means the delay is over, even if the clock rounds a millisecond short.
        elapsedMs: delayPassed ? Math.max(elapsed, COOKIE_NOTICE_DELAY_MS) : elapsed,
        scrollY: env.scrollY,
      }),
    );
  };
  const timer = setTimeout(() => {
    delayPassed = true;
    update();
  }, COOKIE_NOTICE_DELAY_MS);
  env.addEventListener('scroll', update, { passive: true });
  return () => {
    clearTimeout(timer);
    env.removeEventListener('scroll', update);
  };
}

/** The browser as the watcher sees it. */
export function browserCookieNoticeEnv(): CookieNoticeEnv {
  return {
    get scrollY() {
      return window.scrollY;
    },
    addEventListener: (type, listener, options) => window.addEventListener(type, listener, options),
    removeEventListener: (type, listener) => window.removeEventListener(type, listener),
    cookies: () => document.cookie,
  };
}
