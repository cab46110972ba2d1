import { shouldPrefetch, type ConnectionInfo } from '../../rules/navigation.ts';

/** What a link offers the prefetcher: its attributes, as an `<a>` element has them. */
export interface LinkLike {
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
}

/**
 * The path to prefetch for a link, or `null` when the link does not lead to another page of this site
 * that Vike opens itself: a `#section`, another origin, a new tab or a download, a link Vike is told to
 * skip, the page already open, or a file (every page path ends with "/", spec section 1; the
 * personal-data policy PDF does not).
 */
export function prefetchablePath(link: LinkLike, current: URL): string | null {
  const href = link.getAttribute('href');
  if (href === null || href === '' || href.startsWith('#')) return null;
  const target = link.getAttribute('target');
  if ((target !== null && target !== '_self') || link.hasAttribute('download')) return null;
  if (link.getAttribute('rel')?.split(/\s+/).includes('external') || link.getAttribute('data-vike') === 'false') {
    return null;
  }
  let url: URL;
  try {
    url = new URL(href, current);
  } catch {
    return null;
  }
  if (url.origin !== current.origin || !url.pathname.endsWith('/')) return null;
  if (url.pathname === current.pathname && url.search === current.search) return null;
  return `${url.pathname}${url.search}`;
}

/** What the prefetcher needs from the browser; tests pass a stand-in. */
export interface LinkPrefetchEnv {
  addEventListener(type: string, listener: (event: Event) => void, options: AddEventListenerOptions): void;
  removeEventListener(type: string, listener: (event: Event) => void, options: EventListenerOptions): void;
  /** The link the event happened on, if any. */
  linkOf(event: Event): LinkLike | null;
  currentUrl(): URL;
  /** `navigator.connection`, read at the moment a link is pointed at (it changes with the network). */
  connection(): ConnectionInfo | undefined;
  /** Loads the code of the page at a path (Vike's `prefetch()`). */
  prefetch(path: string): Promise<void>;
}

/** The events that announce a click: a pointer over the link, keyboard focus on it, a finger on it. */
const INTENT_EVENTS = ['mouseover', 'focusin', 'touchstart'] as const;

let inFlight = 0;

/** Whether a prefetch is loading code right now (a failed chunk may be its, see reloadOnChunkError.ts). */
export function isPrefetching(): boolean {
  return inFlight > 0;
}

/**
 * Spec section 7: the code of the page behind a link is loaded as soon as the visitor points at it,
 * focuses it or touches it — unless the connection is 2g or slower, or data saver is on
 * (site/rules/navigation.ts). Vike's own prefetching is off (site/pages/+config.ts): its setting is
 * fixed in the config, and this rule depends on the network at the moment. Each page is prefetched
 * once. Returns a cleanup.
 */
export function watchLinkPrefetch(env: LinkPrefetchEnv): () => void {
  const done = new Set<string>();
  const onIntent = (event: Event) => {
    const link = env.linkOf(event);
    if (!link) return;
    const path = prefetchablePath(link, env.currentUrl());
    if (path === null || done.has(path) || !shouldPrefetch(env.connection())) return;
    done.add(path);
    inFlight += 1;
    // A prefetch that fails costs the visitor nothing: the click loads the page as it would have.
    env
      .prefetch(path)
      .catch(() => done.delete(path))
      .finally(() => {
        inFlight -= 1;
      });
  };
  for (const type of INTENT_EVENTS) env.addEventListener(type, onIntent, { passive: true, capture: true });
  return () => {
    for (const type of INTENT_EVENTS) env.removeEventListener(type, onIntent, { capture: true });
  };
}
