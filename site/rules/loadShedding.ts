/**
 * Load shedding (docs/reliability.md, "Floods of work that must render"). Prerendered files, kept
 * renders, redirects and the API cost a fraction of a millisecond; a render costs 10–30 ms of the one
 * thread a process has. A flood of addresses that must render — a new search query on every request,
 * addresses a route guard refuses — would otherwise take the whole thread and make every visitor wait
 * seconds. So rendering gets a bounded share of a busy process: past it a render waits its turn for a
 * moment, and is then refused with a 503 and Retry-After, never left to time out; what costs nothing
 * goes on flowing. The wait is what bounds a flood: refused at once, a flood of 100 connections asks
 * again at once, and the refusals alone took 0.98 of the process from a prerendered page (measured with
 * npm run soak); made to wait its turn, each flooding connection asks at most about once per wait.
 */
export const LOAD_SHEDDING = {
  /** Renders under way at once, at most: beyond, each would only wait for the others. */
  maxRendersInFlight: 8,
  /**
   * While the process is busy (below), the share of its time during which a render may be under way.
   * Measured with npm run soak on 2 cores: with 0.1 a prerendered page kept 0.85–0.91 of its rate alone
   * during a flood of 100 connections (0.15 gave 0.65, 0.05 with a 1 s wait 0.61 — refusals cost too).
   */
  busyRenderShare: 0.1,
  /**
   * The event loop counts as busy above this utilisation (node:perf_hooks eventLoopUtilization). A
   * process answering files as fast as its clients ask reads 0.5–0.9, not 1: network waits count as idle.
   */
  busyUtilisation: 0.5,
  /** The window the share is measured over, in slices: recent enough to react within a second. */
  windowMs: 1000,
  slices: 10,
  /** How long a render may wait for its turn before it is refused: a 503 comes within about a second. */
  maxWaitMs: 1000,
  /** Renders waiting at once, at most: beyond, a render is refused without waiting. */
  maxWaiting: 1000,
  /** What the 503 tells browsers and crawlers. */
  retryAfterSeconds: 5,
} as const;
