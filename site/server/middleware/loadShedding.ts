import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import type { MiddlewareHandler } from 'hono';
import { LOAD_SHEDDING } from '../../rules/loadShedding.ts';
import { splitLocale } from '../../rules/localePath.ts';
import { busyPage } from '../busyPage.ts';
import { RenderGate } from '../renderGate.ts';
import { markServed } from './requestLog.ts';

export interface LoadSheddingOptions {
  /** The gate renders pass: by default one that always counts the process busy (the server gives it eventLoopIsBusy). */
  gate?: RenderGate;
  /** Told of every refusal, for the metrics. */
  onShed?: () => void;
}

declare module 'hono' {
  interface ContextVariableMap {
    /** The ends of this request's render turns, called by renderEnds() once the answer is ready. */
    renderEnds: Array<() => void> | undefined;
  }
}

/**
 * Installed before what works on a rendered answer (the micro-cache compresses it): a render's turn at
 * the gate ends when the whole answer is made, so the gate counts that work as the render's.
 */
export function renderEnds(): MiddlewareHandler {
  return async (c, next) => {
    const ends: Array<() => void> = [];
    c.set('renderEnds', ends);
    try {
      await next();
    } finally {
      for (const end of ends) end();
    }
  };
}

/** How often the event loop's utilisation is read: it is the average since the previous reading. */
const UTILISATION_EVERY_MS = 100;

/**
 * Whether the event loop has been busy (LOAD_SHEDDING.busyUtilisation) since about the last 100 ms,
 * from node:perf_hooks: read when asked, at most every 100 ms, so it costs nothing between renders.
 */
export function eventLoopIsBusy(): () => boolean {
  let last: EventLoopUtilization = performance.eventLoopUtilization();
  let lastAt = performance.now();
  let busy = false;
  return () => {
    const now = performance.now();
    if (now - lastAt >= UTILISATION_EVERY_MS) {
      const current = performance.eventLoopUtilization();
      busy = performance.eventLoopUtilization(current, last).utilization >= LOAD_SHEDDING.busyUtilisation;
      last = current;
      lastAt = now;
    }
    return busy;
  };
}

/**
 * Renders pass through here (site/rules/loadShedding.ts): one whose turn does not come within the
 * gate's wait is answered with a 503, Retry-After and a short page in the visitor's language, made
 * without rendering. Only what
 * reaches the renderer comes here — prerendered files, kept renders, redirects and the API never do.
 */
export function loadShedding({ gate = new RenderGate(), onShed }: LoadSheddingOptions = {}): MiddlewareHandler {
  return async (c, next) => {
    const end = await gate.start();
    if (end) {
      // The render's turn lasts until its answer is ready, compression by the micro-cache included:
      // renderEnds() ends it there; here only when nothing outside does.
      const outside = c.get('renderEnds');
      if (outside) outside.push(end);
      try {
        await next();
      } finally {
        if (!outside) end();
      }
      return;
    }
    markServed(c, 'shed');
    onShed?.();
    const seconds = LOAD_SHEDDING.retryAfterSeconds;
    return c.html(busyPage(splitLocale(c.req.path).locale, seconds), 503, {
      'Retry-After': String(seconds),
      'Cache-Control': 'no-store',
    });
  };
}
