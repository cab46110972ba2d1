export interface BackContext {
  /** The page was reached by the client-side router: the page before it is on this site. */
  navigatedInSite: boolean;
  /** `document.referrer`, which the client-side router never updates: it names the page of the last full load. */
  referrer: string;
  origin: string;
  historyLength: number;
}

/**
 * Whether the close button of a form or research screen may step back in history: only when the
 * page before is one of this site's, and there is one. Otherwise stepping back would leave the
 * site (a search engine, a mail link) or do nothing.
 */
export function canGoBack({ navigatedInSite, referrer, origin, historyLength }: BackContext): boolean {
  if (historyLength <= 1) return false;
  if (navigatedInSite) return true;
  if (referrer === '') return false;
  try {
    return new URL(referrer).origin === origin;
  } catch {
    return false;
  }
}
