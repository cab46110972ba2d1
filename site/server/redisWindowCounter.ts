import { createClient } from '@redis/client';
import { REDIS_TIMEOUT_MS, type RedisWindowCounter } from './redisRateLimitStore.ts';

/**
 * The fixed window, in one atomic step on the Redis server (a script runs alone): count the hit,
 * and give the key its expiry (the window) when it has none — the first hit of a window, or a key
 * someone left without one. A script rather than MULTI with `PEXPIRE … NX`, which needs Redis 7.
 */
export const WINDOW_SCRIPT = `
local hits = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { hits, ttl }
`;

const CONNECT_TIMEOUT_MS = 1000;

export interface RedisWindowCounterConnection {
  count: RedisWindowCounter;
  /** Deletes a window's key: its hit did not count. */
  forget(key: string): Promise<void>;
  /** Settles with the first connection attempt: true once Redis is ready, false when it failed or hangs (retries go on). */
  firstAttempt: Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Connects to REDIS_URL (redis:// or rediss://) for the form rate limit (site/server/redisRateLimitStore.ts).
 * Connecting starts here and never blocks or fails the server: while Redis is unreachable commands
 * are refused at once (no offline queue, so no post waits for a reconnection), and the client keeps
 * reconnecting, every 2 s at most.
 */
export function connectRedisWindowCounter(url: string): RedisWindowCounterConnection {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: REDIS_TIMEOUT_MS },
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries) => Math.min(2 ** retries * 50, 2000),
    },
  });
  const firstAttempt = new Promise<boolean>((settle) => {
    // A server that takes the connection and then never answers fails no attempt: stop waiting anyway.
    const giveUp = setTimeout(() => settle(false), CONNECT_TIMEOUT_MS + 500).unref();
    const settleWith = (ready: boolean) => {
      clearTimeout(giveUp);
      settle(ready);
    };
    client.once('ready', () => settleWith(true));
    client.once('error', () => settleWith(false));
  });
  // node-redis reports every failed attempt as an 'error' event, which would end the process if nobody
  // listened; the store logs the outage once instead.
  client.on('error', () => {});
  // Resolves once connected; rejects only when the client is closed.
  client.connect().catch(() => {});
  return {
    async count(key, windowMs) {
      const reply = await client.eval(WINDOW_SCRIPT, { keys: [key], arguments: [String(windowMs)] });
      const [hits, ttlMs] = Array.isArray(reply) ? reply : [];
      return { hits: Number(hits), ttlMs: Number(ttlMs) };
    },
    async forget(key) {
      await client.del(key);
    },
    firstAttempt,
    close: () => client.close(),
  };
}
