/**
 * Spec section 4 "Cookie notice" and section 9: the notice appears 5000 ms after the page opens unless
 * the visitor has accepted cookies (`successCookie=1`), and hides while the page is scrolled past 200 px.
 * Decision (the spec is silent): the rule reads the current scroll position, so a visitor who has not
 * accepted sees the notice again back at the top of the page; accepting hides it for a year.
 */
export const COOKIE_NOTICE_DELAY_MS = 5000;
export const COOKIE_NOTICE_HIDE_SCROLL_PX = 200;
export const COOKIE_NOTICE_COOKIE = 'successCookie';
export const COOKIE_NOTICE_ACCEPTED = '1';
export const COOKIE_NOTICE_MAX_AGE_S = 365 * 24 * 60 * 60;

export interface CookieNoticeInput {
  /** The value of the `successCookie` cookie, `undefined` when there is none. */
  cookieValue: string | undefined;
  /** Milliseconds since the page opened. */
  elapsedMs: number;
  scrollY: number;
}

export function shouldShowCookieNotice({ cookieValue, elapsedMs, scrollY }: CookieNoticeInput): boolean {
  return (
    cookieValue !== COOKIE_NOTICE_ACCEPTED &&
    elapsedMs >= COOKIE_NOTICE_DELAY_MS &&
    scrollY <= COOKIE_NOTICE_HIDE_SCROLL_PX
  );
}

/** The `document.cookie` assignment that records acceptance for a year; `Secure` only over https. */
export function acceptanceCookie(secure: boolean): string {
  const parts = [
    `${COOKIE_NOTICE_COOKIE}=${COOKIE_NOTICE_ACCEPTED}`,
    'Path=/',
    `Max-Age=${COOKIE_NOTICE_MAX_AGE_S}`,
    'SameSite=Lax',
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}
