import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import { memoryRateLimitStore, type RateLimitStoreFactory } from './rateLimitStore.ts';

/** Every key of the form rate limit starts with this, so the limit can share a Redis with anything else. */
export const FORM_RATE_KEY_PREFIX = 'agency:form-rate:';

/**
 * How long a form post waits for Redis before this process decides alone. Redis on the local network
 * answers in a millisecond; a hanging one must not hold a lead's submission.
 */
export const REDIS_TIMEOUT_MS = 250;

/**
 * One fixed window in Redis (site/server/redisWindowCounter.ts): counts a hit on `key`, starting the
 * window's expiry with the first hit, and answers the hits counted so far and the window's ms left.
 */
export type RedisWindowCounter = (key: string, windowMs: number) => Promise<{ hits: number; ttlMs: number }>;

/**
 * The client's key. The address is an IP parsed by proxy-addr, but whatever a proxy might pass on
 * must not reach into another key or grow without bound: an IP is percent-encoded (IPv6 colons and
 * zone ids included), anything else is replaced by its SHA-256.
 */
export function rateLimitKey(client: string): string {
  const id = isIP(client)
    ? `ip:${encodeURIComponent(client.toLowerCase())}`
    : `sha256:${createHash('sha256').update(client).digest('hex')}`;
  return `${FORM_RATE_KEY_PREFIX}${id}`;
}

export interface RedisRateLimitStoreOptions {
  count: RedisWindowCounter;
  /** Deletes a window's key (site/server/redisWindowCounter.ts). */
  forget?: (key: string) => Promise<void>;
  /** Where the start and end of an outage are told, once each (default: the server's log). */
  log?: (message: string) => void;
  /** Told when an outage starts (true) and ends (false): the metrics. */
  onOutage?: (down: boolean) => void;
  timeoutMs?: number;
}

/**
 * The form rate limit shared by every instance through Redis. A lead form must not go down because
 * its limiter's store did: when Redis fails, hangs past `timeoutMs` or answers nonsense, the process's
 * own limit decides (the memory store, which counts every hit all along, so it goes on from what this
 * process has seen rather than from zero), and the log says so once per outage and once when Redis
 * answers again.
 */
export function redisRateLimitStore({
  count,
  forget = async () => {},
  log = console.warn,
  onOutage,
  timeoutMs = REDIS_TIMEOUT_MS,
}: RedisRateLimitStoreOptions): RateLimitStoreFactory {
  // One outage for every store made here (the rate limit's and the repeat rule's): told once.
  let outage = false;
  return (limit, windowMs) => {
    const local = memoryRateLimitStore(limit, windowMs);
    const inTime = async <T>(answer: Promise<T>): Promise<T> => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        return await Promise.race([
          answer,
          new Promise<never>((_, fail) => {
            timer = setTimeout(() => fail(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
          }),
        ]);
      } finally {
        clearTimeout(timer);
      }
    };
    return {
      async forget(client) {
        await local.forget(client);
        // A key Redis keeps all the same ends by its expiry; an outage is told by the next hit.
        await inTime(forget(rateLimitKey(client))).catch(() => {});
      },
      async hit(client, now) {
        const localWait = await local.hit(client, now);
        try {
          const { hits, ttlMs } = await inTime(count(rateLimitKey(client), windowMs));
          if (!Number.isSafeInteger(hits) || hits < 1 || !Number.isFinite(ttlMs)) {
            throw new Error(`unexpected answer ${JSON.stringify({ hits, ttlMs })}`);
          }
          if (outage) {
            outage = false;
            onOutage?.(false);
            log('Form rate limit: Redis answers again; the limit is shared by every instance again.');
          }
          if (hits <= limit) return 0;
          // Redis's own clock ends the window (the key's expiry); never promise more than one window.
          return Math.min(Math.ceil(windowMs / 1000), Math.max(1, Math.ceil(ttlMs / 1000)));
        } catch (error) {
          if (!outage) {
            outage = true;
            onOutage?.(true);
            log(
              `Form rate limit: Redis failed (${(error as Error).message}); each instance limits on its own until it answers.`,
            );
          }
          return localWait;
        }
      },
    };
  };
}
