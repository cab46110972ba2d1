import type { MessageKey } from '../i18n/messages.ts';

/** The screens of the error page (site/pages/_error/), which has no route family and so no path of its own. */
export const ERROR_SCREENS = ['not-found', 'error', 'unavailable'] as const;
export type ErrorScreen = (typeof ERROR_SCREENS)[number];

/** The title of each screen: the document's title (+title) and its share picture's (decision 025). */
export const ERROR_SCREEN_TITLES: Record<ErrorScreen, MessageKey> = {
  'not-found': 'error.404.documentTitle',
  error: 'error.500.documentTitle',
  unavailable: 'error.503.documentTitle',
};

/** The screen the error page shows: a 404, the content being unavailable (503), or any other error. */
export function errorScreenOf(pageContext: { is404?: boolean | null; abortStatusCode?: unknown }): ErrorScreen {
  if (pageContext.is404) return 'not-found';
  return pageContext.abortStatusCode === 503 ? 'unavailable' : 'error';
}
