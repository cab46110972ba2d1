import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryRateLimitStore } from '../../site/server/rateLimitStore.ts';
import {
  FORM_RATE_KEY_PREFIX,
  rateLimitKey,
  REDIS_TIMEOUT_MS,
  redisRateLimitStore,
  type RedisWindowCounter,
} from '../../site/server/redisRateLimitStore.ts';

const WINDOW_MS = 600_000;

/**
 * What the window script (site/server/redisWindowCounter.ts) does, on a clock the test moves: the
 * first hit starts the key's expiry, later hits only count, an expired key starts again. The script
 * itself runs against Debian's redis-server in spec/e2e/sharedRateLimit.spec.ts.
 */
function fakeRedis(clock: { now: number }) {
  const keys = new Map<string, { hits: number; expiresAt: number }>();
  const calls: Array<[string, number]> = [];
  const count: RedisWindowCounter = async (key, windowMs) => {
    calls.push([key, windowMs]);
    let entry = keys.get(key);
    if (!entry || entry.expiresAt <= clock.now) keys.set(key, (entry = { hits: 0, expiresAt: clock.now + windowMs }));
    entry.hits += 1;
    return { hits: entry.hits, ttlMs: entry.expiresAt - clock.now };
  };
  const forget = async (key: string) => void keys.delete(key);
  return { count, forget, calls };
}

/** A Redis that can be taken down and brought back. */
function flakyRedis(clock: { now: number }) {
  const redis = fakeRedis(clock);
  const state = { down: false };
  const refused = () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:6379'));
  const count: RedisWindowCounter = (key, windowMs) => (state.down ? refused() : redis.count(key, windowMs));
  const forget = (key: string) => (state.down ? refused() : redis.forget(key));
  return { count, forget, state };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the Redis rate-limit store', () => {
  it('lets `limit` hits in per window, then answers the seconds left of the window from the key’s expiry', async () => {
    const clock = { now: 0 };
    const redis = fakeRedis(clock);
    const store = redisRateLimitStore({ count: redis.count, log: () => {} })(2, WINDOW_MS);
    expect(await store.hit('203.0.113.7', clock.now)).toBe(0);
    clock.now += 1_000;
    expect(await store.hit('203.0.113.7', clock.now)).toBe(0);
    clock.now += 59_500;
    // 600 s − 60.5 s = 539.5 s left: rounded up, never a second too early.
    expect(await store.hit('203.0.113.7', clock.now)).toBe(540);
    expect(redis.calls).toEqual(Array(3).fill([`${FORM_RATE_KEY_PREFIX}ip:203.0.113.7`, WINDOW_MS]));
  });

  it('starts a new window once the key expired, counted from that first hit', async () => {
    const clock = { now: 0 };
    const store = redisRateLimitStore({ count: fakeRedis(clock).count, log: () => {} })(1, WINDOW_MS);
    expect(await store.hit('a', clock.now)).toBe(0);
    clock.now = WINDOW_MS - 1;
    expect(await store.hit('a', clock.now)).toBe(1);
    clock.now = WINDOW_MS;
    expect(await store.hit('a', clock.now)).toBe(0);
    clock.now = WINDOW_MS + 1_000;
    expect(await store.hit('a', clock.now)).toBe(WINDOW_MS / 1000 - 1);
  });

  it('never answers less than a second nor more than a window', async () => {
    const answers = [1, 0, -2, 1_000_001];
    const store = redisRateLimitStore({
      count: async () => ({ hits: 2, ttlMs: answers.shift() ?? NaN }),
      log: () => {},
    })(1, 10_000);
    expect([
      await store.hit('a', 0),
      await store.hit('a', 0),
      await store.hit('a', 0),
      await store.hit('a', 0),
    ]).toEqual([1, 1, 1, 10]);
  });

  it('holds two instances sharing one Redis to one limit, where memory stores let each have its own', async () => {
    const clock = { now: 0 };
    const redis = fakeRedis(clock);
    const shared = [1, 2].map(() => redisRateLimitStore({ count: redis.count, log: () => {} })(2, WINDOW_MS));
    const alone = [1, 2].map(() => memoryRateLimitStore(2, WINDOW_MS));
    const alternate = async (stores: typeof shared) => {
      const waits = [];
      for (let i = 0; i < 2; i += 1) for (const store of stores) waits.push(await store.hit('198.51.100.1', clock.now));
      return waits;
    };
    expect(await alternate(shared)).toEqual([0, 0, WINDOW_MS / 1000, WINDOW_MS / 1000]);
    expect(await alternate(alone)).toEqual([0, 0, 0, 0]);
  });

  it('falls back to this process’s own limit while Redis fails, going on from the hits it has seen, and logs once per outage', async () => {
    const clock = { now: 0 };
    const redis = flakyRedis(clock);
    const log = vi.fn();
    const store = redisRateLimitStore({ count: redis.count, log })(2, WINDOW_MS);
    expect(await store.hit('a', clock.now)).toBe(0);
    redis.state.down = true;
    // The second hit of this process: its own limit lets it in…
    expect(await store.hit('a', clock.now)).toBe(0);
    clock.now += 100_000;
    // …and refuses the third, the first one included although Redis counted that one.
    expect(await store.hit('a', clock.now)).toBe(500);
    expect(await store.hit('b', clock.now)).toBe(0);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenLastCalledWith(
      expect.stringMatching(/Redis failed \(connect ECONNREFUSED 127\.0\.0\.1:6379\).*on its own/),
    );

    redis.state.down = false;
    // Redis decides again: it saw one hit of "a".
    expect(await store.hit('a', clock.now)).toBe(0);
    expect(await store.hit('a', clock.now)).toBe(500);
    expect(log).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenLastCalledWith(expect.stringMatching(/answers again/));

    redis.state.down = true;
    await store.hit('c', clock.now);
    await store.hit('c', clock.now);
    expect(log).toHaveBeenCalledTimes(3);
  });

  it(`decides alone when Redis hangs past ${REDIS_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers();
    const log = vi.fn();
    const store = redisRateLimitStore({ count: () => new Promise(() => {}), log })(1, WINDOW_MS);
    const first = store.hit('a', 0);
    await vi.advanceTimersByTimeAsync(REDIS_TIMEOUT_MS - 1);
    const settled = vi.fn();
    void first.then(settled);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await first).toBe(0);
    const second = store.hit('a', 0);
    await vi.advanceTimersByTimeAsync(REDIS_TIMEOUT_MS);
    expect(await second).toBe(WINDOW_MS / 1000);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(expect.stringContaining(`no answer within ${REDIS_TIMEOUT_MS} ms`));
  });

  it('forgets a window in Redis and in this process’s own count, so the next hit starts a new one', async () => {
    const clock = { now: 0 };
    const redis = flakyRedis(clock);
    const store = redisRateLimitStore({ count: redis.count, forget: redis.forget, log: () => {} })(1, WINDOW_MS);
    await store.hit('repeat:a', 0);
    await store.forget('repeat:a');
    expect(await store.hit('repeat:a', 1)).toBe(0);
    // While Redis is down the process's own count decides: it forgot the window too.
    redis.state.down = true;
    await store.forget('repeat:a');
    expect(await store.hit('repeat:a', 2)).toBe(0);
  });

  it('tells an outage once for every store it made (the rate limit’s and the repeat rule’s)', async () => {
    const redis = flakyRedis({ now: 0 });
    redis.state.down = true;
    const log = vi.fn();
    const stores = redisRateLimitStore({ count: redis.count, log });
    const [rate, repeats] = [stores(10, WINDOW_MS), stores(1, 60_000)];
    await rate.hit('192.0.2.1', 0);
    await repeats.hit('repeat:a', 0);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('treats an answer that is not a count and a time as a failure, and logs what it was', async () => {
    for (const answer of [
      { hits: NaN, ttlMs: NaN },
      { hits: 0, ttlMs: 1_000 },
      { hits: 1.5, ttlMs: 1_000 },
      { hits: 1, ttlMs: NaN },
    ]) {
      const log = vi.fn();
      const store = redisRateLimitStore({ count: async () => answer, log })(1, WINDOW_MS);
      expect([await store.hit('a', 0), await store.hit('a', 0)], JSON.stringify(answer)).toEqual([0, WINDOW_MS / 1000]);
      expect(log).toHaveBeenCalledWith(expect.stringContaining(`unexpected answer ${JSON.stringify(answer)}`));
    }
  });

  it('tells the metrics when an outage starts and when it ends, and leaves no timer behind', async () => {
    vi.useFakeTimers();
    const redis = flakyRedis({ now: 0 });
    const onOutage = vi.fn();
    const store = redisRateLimitStore({ count: redis.count, log: () => {}, onOutage })(2, WINDOW_MS);
    await store.hit('a', 0);
    expect(vi.getTimerCount()).toBe(0);
    redis.state.down = true;
    await store.hit('a', 0);
    redis.state.down = false;
    await store.hit('a', 0);
    expect(onOutage.mock.calls).toEqual([[true], [false]]);
  });
});

describe('rateLimitKey', () => {
  it('puts each address under the namespace, IPv6 in one spelling, percent-encoded', () => {
    expect(rateLimitKey('192.0.2.1')).toBe('agency:form-rate:ip:192.0.2.1');
    expect(rateLimitKey('2001:DB8::1')).toBe('agency:form-rate:ip:2001%3Adb8%3A%3A1');
    expect(rateLimitKey('2001:db8::1')).toBe(rateLimitKey('2001:DB8::1'));
    expect(rateLimitKey('fe80::1%eth0')).toBe('agency:form-rate:ip:fe80%3A%3A1%25eth0');
  });

  it('hashes anything that is not an address, so it cannot reach into another key or grow', () => {
    const forged = ['unknown', '1.2.3.4 agency:other', 'x'.repeat(10_000), '', '192.0.2.1\r\nFLUSHALL'];
    const keys = forged.map(rateLimitKey);
    for (const key of keys) expect(key).toMatch(/^agency:form-rate:sha256:[0-9a-f]{64}$/);
    expect(new Set(keys).size).toBe(forged.length);
  });
});
