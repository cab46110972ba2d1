import { scrollRestoreWaitMs } from '../../rules/navigation.ts';
import { useLoadingBarStore } from '../../stores/loadingBarStore.ts';
import { useSiteStore } from '../../stores/siteStore.ts';
import { rememberScrollPosition } from './rememberScrollPosition.ts';

/**
 * One client-side page change, driven by Vike's hooks: +onPageTransitionStart (begin),
 * +onBeforeRenderClient (the next page has arrived), +onPageTransitionEnd (reveal, after which Vike
 * scrolls). Its phase is written on `<html data-page-transition>`: "leaving" while the next page
 * loads — the old view fades (navigation.css); "arrived" once it is rendered but not yet in place —
 * the view is hidden, so the new page is never seen at the old page's scroll position. Browser tests
 * wait for the phases as they wait for `data-hydrated`. The main landmark is `aria-busy` throughout.
 */
type Phase = 'leaving' | 'arrived';

let transition: { startedAt: number; url: string } | undefined;

/**
 * The page change has begun: a link was followed, or Back or Forward pressed. A followed link keeps the
 * position the visitor leaves in their history entry first, for Back to restore; on Back and Forward
 * the browser has already moved to the other entry.
 */
export function beginPageTransition(url: string, isHistoryNavigation: boolean): void {
  if (!isHistoryNavigation) rememberScrollPosition();
  transition = { startedAt: Date.now(), url };
  showPhase('leaving');
  useSiteStore.getState().setLoaded(false);
  useLoadingBarStore.getState().start();
}

/** The next page (or, when the change failed, the error page) has arrived: the loading bar finishes or fails. */
export function nextPageArrived(failed: boolean): void {
  useSiteStore.getState().setLoaded(true);
  const bar = useLoadingBarStore.getState();
  if (failed) bar.fail();
  else bar.finish();
}

/**
 * The next page is rendered. Resolves when it may be shown and scrolled — 300 ms after the page change
 * began (site/rules/navigation.ts) — and fades it in; Vike then scrolls it to the top, to the saved
 * position or to the `#section`.
 */
export async function revealNextPage(): Promise<void> {
  const current = transition;
  if (!current) return;
  const wait = scrollRestoreWaitMs(current.startedAt, Date.now());
  if (wait > 0) {
    showPhase('arrived');
    await new Promise<void>((resolve) => setTimeout(resolve, wait));
    // The visitor followed another link meanwhile: that page change goes on (and Vike drops this one).
    if (transition !== current) return;
  }
  transition = undefined;
  showPhase(undefined);
}

/** Where the page change under way leads, if one is. */
export function pageTransitionTarget(): string | undefined {
  return transition?.url;
}

function showPhase(phase: Phase | undefined): void {
  const root = document.documentElement;
  const main = document.getElementById('content');
  if (phase) {
    root.dataset.pageTransition = phase;
    main?.setAttribute('aria-busy', 'true');
  } else {
    delete root.dataset.pageTransition;
    main?.removeAttribute('aria-busy');
  }
}
