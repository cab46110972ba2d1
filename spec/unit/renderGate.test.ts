import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Hono } from 'hono';
import { LOAD_SHEDDING } from '../../site/rules/loadShedding.ts';
import { RenderGate } from '../../site/server/renderGate.ts';
import { eventLoopIsBusy, loadShedding, renderEnds } from '../../site/server/middleware/loadShedding.ts';

// The gate's clock is the test's: vitest's fake timers drive both its setTimeout and performance.now().
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  // Off the start of a slice, so that slices and window are worked out from a clock that is not at 0.
  await vi.advanceTimersByTimeAsync(12_345);
});
afterEach(() => vi.useRealTimers());

const gateWith = (busy: boolean, options: ConstructorParameters<typeof RenderGate>[0] = {}) =>
  new RenderGate({ now: () => performance.now(), loopIsBusy: () => busy, ...options });

/** Renders for `ms` of the test's clock, then ends. */
async function render(gate: RenderGate, ms: number): Promise<boolean> {
  const end = gate.tryStart();
  if (!end) return false;
  await vi.advanceTimersByTimeAsync(ms);
  end();
  return true;
}

describe('the render gate of a process with time to spare', () => {
  it(`lets ${LOAD_SHEDDING.maxRendersInFlight} renders run at once, and no more`, () => {
    const gate = gateWith(false);
    const ends = Array.from({ length: LOAD_SHEDDING.maxRendersInFlight }, () => gate.tryStart());
    expect(ends.every(Boolean)).toBe(true);
    expect(gate.inFlight).toBe(LOAD_SHEDDING.maxRendersInFlight);
    expect(gate.tryStart()).toBeUndefined();
    ends[0]?.();
    ends[0]?.();
    expect(gate.inFlight).toBe(LOAD_SHEDDING.maxRendersInFlight - 1);
    expect(gate.tryStart()).toBeDefined();
  });

  it('renders back to back as long as the loop is not busy, whatever share renders took', async () => {
    const gate = gateWith(false);
    for (let i = 0; i < 20; i += 1) expect(await render(gate, 100)).toBe(true);
  });
});

describe('the render gate of a busy process', () => {
  it('renders one page at a time', () => {
    const gate = gateWith(true);
    expect(gate.tryStart()).toBeDefined();
    expect(gate.tryStart()).toBeUndefined();
  });

  it(`gives renders ${LOAD_SHEDDING.busyRenderShare * 100} % of the last ${LOAD_SHEDDING.windowMs} ms, and more as the window moves on`, async () => {
    const gate = gateWith(true);
    const share = LOAD_SHEDDING.busyRenderShare * LOAD_SHEDDING.windowMs;
    expect(await render(gate, share - 1)).toBe(true);
    // Just under the share: one more may start (and takes the share).
    expect(await render(gate, 1)).toBe(true);
    expect(gate.tryStart()).toBeUndefined();
    // The rendering time leaves the window with its slices: still there most of a window later, gone after it.
    await vi.advanceTimersByTimeAsync(LOAD_SHEDDING.windowMs - 2 * (LOAD_SHEDDING.windowMs / LOAD_SHEDDING.slices));
    expect(gate.tryStart()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(2 * (LOAD_SHEDDING.windowMs / LOAD_SHEDDING.slices));
    expect(gate.tryStart()).toBeDefined();
  });

  it('counts only the time renders were under way, not the idle time between them', async () => {
    const gate = gateWith(true);
    const share = LOAD_SHEDDING.busyRenderShare * LOAD_SHEDDING.windowMs;
    expect(await render(gate, share / 2)).toBe(true);
    await vi.advanceTimersByTimeAsync(LOAD_SHEDDING.windowMs / 2);
    expect(await render(gate, share / 2 - 1)).toBe(true);
    expect(gate.tryStart()).toBeDefined();
  });

  it('counts a long render only for the window: once it ends, the gate opens a window later', async () => {
    const gate = gateWith(true);
    expect(await render(gate, 60_000)).toBe(true);
    expect(gate.tryStart()).toBeUndefined();
    await vi.advanceTimersByTimeAsync(LOAD_SHEDDING.windowMs);
    expect(gate.tryStart()).toBeDefined();
  });
});

describe('waiting for a turn', () => {
  it('lets a render wait for the one under way, first come first served', async () => {
    const gate = gateWith(true, { busyShare: 1 });
    const first = gate.tryStart();
    const order: string[] = [];
    const second = gate.start().then((end) => (order.push('second'), end));
    const third = gate.start().then((end) => (order.push('third'), end));
    await vi.advanceTimersByTimeAsync(10);
    expect(gate.waiting).toBe(2);
    first?.();
    (await second)?.();
    (await third)?.();
    expect(order).toEqual(['second', 'third']);
    // Nobody waits: the gate stops looking again.
    await vi.advanceTimersByTimeAsync(LOAD_SHEDDING.windowMs / LOAD_SHEDDING.slices);
    expect(vi.getTimerCount()).toBe(0);
  });

  it(`refuses a render whose turn has not come within ${LOAD_SHEDDING.maxWaitMs} ms`, async () => {
    const gate = gateWith(true);
    gate.tryStart();
    let settled: unknown = 'waiting';
    const waiting = gate.start().then((end) => (settled = end));
    await vi.advanceTimersByTimeAsync(LOAD_SHEDDING.maxWaitMs - 1);
    expect(settled).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(settled).toBeUndefined();
    expect(gate.waiting).toBe(0);
  });

  it('lets a waiting render start when the window moves on, with no render ending', async () => {
    const gate = gateWith(true);
    expect(await render(gate, LOAD_SHEDDING.busyRenderShare * LOAD_SHEDDING.windowMs)).toBe(true);
    const waiting = gate.start();
    await vi.advanceTimersByTimeAsync(LOAD_SHEDDING.maxWaitMs - 1);
    expect(await waiting).toBeDefined();
  });

  it('refuses at once when too many wait already', async () => {
    const gate = gateWith(true, { maxWaiting: 1 });
    gate.tryStart();
    void gate.start();
    let settled: unknown = 'waiting';
    void gate.start().then((end) => (settled = end));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBeUndefined();
  });
});

describe('whether the event loop is busy', () => {
  it('says busy once the loop has had no time to spare for a while', () => {
    vi.useRealTimers();
    const busy = eventLoopIsBusy();
    expect(busy()).toBe(false);
    const until = performance.now() + 150;
    while (performance.now() < until) {
      // The loop is held, as by renders one after the other.
    }
    expect(busy()).toBe(true);
  });
});

describe('load shedding in front of the renderer', () => {
  function app(gate: RenderGate, onShed = () => {}, renderMs = 200) {
    const site = new Hono();
    site.use('*', renderEnds());
    site.get('*', loadShedding({ gate, onShed }), async (c) => {
      await new Promise((resolve) => setTimeout(resolve, renderMs));
      return c.html('<h1>Results</h1>');
    });
    return site;
  }

  it('answers a render refused under load with a 503 in the visitor’s language, Retry-After, and nothing kept', async () => {
    let shed = 0;
    // The first render takes longer than the others may wait.
    const site = app(gateWith(true), () => (shed += 1), LOAD_SHEDDING.maxWaitMs * 2);
    const first = site.request('/search/?q=a');
    const refusedRu = site.request('/search/?q=b');
    const refusedEn = site.request('/en/search/?q=c');
    await vi.advanceTimersByTimeAsync(LOAD_SHEDDING.maxWaitMs);
    const [ru, en] = [await refusedRu, await refusedEn];
    expect(ru.status).toBe(503);
    expect(ru.headers.get('retry-after')).toBe(String(LOAD_SHEDDING.retryAfterSeconds));
    expect(ru.headers.get('cache-control')).toBe('no-store');
    expect(await ru.text()).toContain('<html lang="ru">');
    expect(await en.text()).toMatch(/<html lang="en">[\s\S]*The site is busy right now/);
    expect(shed).toBe(2);
    await vi.advanceTimersByTimeAsync(LOAD_SHEDDING.maxWaitMs);
    expect((await first).status).toBe(200);
  });

  it('holds the render’s turn until the whole answer is made, work around the render included', async () => {
    const gate = gateWith(true, { busyShare: 1 });
    const site = new Hono();
    site.use('*', renderEnds());
    // What the micro-cache does to a rendered answer (compressing it) is part of the render's turn.
    site.use('*', async (_c, next) => {
      await next();
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    site.get('*', loadShedding({ gate }), async (c) => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      return c.html('<h1>Results</h1>');
    });
    const answer = site.request('/search/?q=a');
    await vi.advanceTimersByTimeAsync(400);
    expect(gate.inFlight).toBe(1);
    await vi.advanceTimersByTimeAsync(100);
    expect((await answer).status).toBe(200);
    expect(gate.inFlight).toBe(0);
  });

  it('ends the render’s turn with the render when nothing around it does', async () => {
    const gate = gateWith(true, { busyShare: 1 });
    const site = new Hono();
    site.get('*', loadShedding({ gate }), async (c) => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      return c.html('<h1>Results</h1>');
    });
    const answer = site.request('/search/?q=a');
    await vi.advanceTimersByTimeAsync(100);
    expect(gate.inFlight).toBe(1);
    await vi.advanceTimersByTimeAsync(100);
    expect((await answer).status).toBe(200);
    expect(gate.inFlight).toBe(0);
  });
});
