import { LOAD_SHEDDING } from '../rules/loadShedding.ts';

export interface RenderGateOptions {
  maxInFlight?: number;
  busyShare?: number;
  windowMs?: number;
  slices?: number;
  /** The clock in ms; tests pass their own. */
  now?: () => number;
  maxWaitMs?: number;
  maxWaiting?: number;
  /** Whether the process has no time to spare (loopIsBusy below in the server, a stand-in in tests). */
  loopIsBusy?: () => boolean;
}

/**
 * Decides whether a render may start (site/rules/loadShedding.ts). It keeps, per slice of the window,
 * how long a render was under way. A render may start while fewer than maxInFlight are under way and
 * the event loop has time to spare; when it has none, only when no other render is under way and renders
 * have had less than busyShare of the window (one at a time: several started together would each take
 * the thread in turn, and the window would count their time once). A process that only renders renders
 * as fast as it can; a process that also serves files keeps most of its time for them.
 */
/** A slice of the window: its number since the clock's start, and how long a render was under way in it. */
interface Slice {
  index: number;
  renderingMs: number;
}

export class RenderGate {
  readonly #maxInFlight: number;
  readonly #busyShare: number;
  readonly #sliceMs: number;
  readonly #now: () => number;
  readonly #loopIsBusy: () => boolean;
  readonly #maxWaitMs: number;
  readonly #maxWaiting: number;
  /** Renders waiting for their turn, first come first served. */
  readonly #waiting: Array<(end: (() => void) | undefined) => void> = [];
  #retry: ReturnType<typeof setTimeout> | undefined;
  readonly #slices: Slice[];
  #inFlight = 0;
  /** When the current stretch of rendering was last accounted up to, while renders are under way. */
  #accountedTo = 0;

  constructor({
    maxInFlight = LOAD_SHEDDING.maxRendersInFlight,
    busyShare = LOAD_SHEDDING.busyRenderShare,
    windowMs = LOAD_SHEDDING.windowMs,
    slices = LOAD_SHEDDING.slices,
    now = () => performance.now(),
    loopIsBusy = () => true,
    maxWaitMs = LOAD_SHEDDING.maxWaitMs,
    maxWaiting = LOAD_SHEDDING.maxWaiting,
  }: RenderGateOptions = {}) {
    this.#maxInFlight = maxInFlight;
    this.#busyShare = busyShare;
    this.#sliceMs = windowMs / slices;
    this.#now = now;
    this.#loopIsBusy = loopIsBusy;
    this.#maxWaitMs = maxWaitMs;
    this.#maxWaiting = maxWaiting;
    // Stryker disable next-line ObjectLiteral,UnaryOperator: an empty slice counts nothing whatever index it starts with
    this.#slices = Array.from({ length: slices }, () => ({ index: -1, renderingMs: 0 }));
  }

  get inFlight(): number {
    return this.#inFlight;
  }

  get waiting(): number {
    return this.#waiting.length;
  }

  /**
   * Resolves with the end of a render that may start now, or, when it may not, once its turn comes
   * (a render ended, or renders have had less of the window); with undefined when its turn did not come
   * within maxWaitMs, or too many are waiting already.
   */
  start(): Promise<(() => void) | undefined> {
    const end = this.#waiting.length === 0 ? this.tryStart() : undefined;
    if (end) return Promise.resolve(end);
    if (this.#waiting.length >= this.#maxWaiting) return Promise.resolve(undefined);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        const index = this.#waiting.indexOf(take);
        if (index >= 0) this.#waiting.splice(index, 1);
        resolve(undefined);
      }, this.#maxWaitMs);
      const take = (granted: (() => void) | undefined) => {
        clearTimeout(timer);
        resolve(granted);
      };
      this.#waiting.push(take);
      this.#scheduleRetry();
    });
  }

  /** Lets the first waiting renders start while the gate allows it. */
  #admitWaiting(): void {
    while (this.#waiting.length > 0) {
      const end = this.tryStart();
      if (!end) break;
      (this.#waiting.shift() as (end: (() => void) | undefined) => void)(end);
    }
    this.#scheduleRetry();
  }

  /** While renders wait, the gate looks again every slice: the window moves on even when no render ends. */
  #scheduleRetry(): void {
    if (this.#retry !== undefined || this.#waiting.length === 0) return;
    this.#retry = setTimeout(() => {
      this.#retry = undefined;
      this.#admitWaiting();
    }, this.#sliceMs);
  }

  /** Starts a render and returns its end, or returns undefined when it may not start now. */
  tryStart(): (() => void) | undefined {
    const now = this.#now();
    this.#account(now);
    if (this.#inFlight >= this.#maxInFlight) return undefined;
    // A busy process renders one page at a time, and only while renders have had less than their share.
    if ((this.#inFlight > 0 || this.#renderingShare(now) >= this.#busyShare) && this.#loopIsBusy()) return undefined;
    if (this.#inFlight === 0) this.#accountedTo = now;
    this.#inFlight += 1;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.#account(this.#now());
      this.#inFlight -= 1;
      this.#admitWaiting();
    };
  }

  #slice(index: number) {
    const slice = this.#slices[index % this.#slices.length] as Slice;
    if (slice.index !== index) {
      // A slice of an earlier window: it starts again.
      slice.index = index;
      slice.renderingMs = 0;
    }
    return slice;
  }

  /** Adds the time renders were under way since last accounted, slice by slice, up to `now`. */
  #account(now: number): void {
    this.#slice(Math.floor(now / this.#sliceMs));
    if (this.#inFlight === 0) return;
    // Only the window counts (its oldest slice on): a render under way for longer adds no more than that.
    const windowStart = (Math.floor(now / this.#sliceMs) - this.#slices.length + 1) * this.#sliceMs;
    let from = Math.max(this.#accountedTo, windowStart);
    while (from < now) {
      const index = Math.floor(from / this.#sliceMs);
      const to = Math.min(now, (index + 1) * this.#sliceMs);
      this.#slice(index).renderingMs += to - from;
      from = to;
    }
    this.#accountedTo = now;
  }

  /** The share of the window (the current slice and those before it) during which a render was under way. */
  #renderingShare(now: number): number {
    const current = Math.floor(now / this.#sliceMs);
    const rendering = this.#slices
      .filter((slice) => slice.index > current - this.#slices.length)
      .reduce((sum, slice) => sum + slice.renderingMs, 0);
    return rendering / (this.#sliceMs * this.#slices.length);
  }
}
