import { createRateLimiter } from '../rules/formAbuse.ts';

/**
 * Where the form rate limit and the repeat rule keep their counts (site/server/middleware/formGuard.ts): this process's
 * memory (the default), or Redis shared by every instance (site/server/redisRateLimitStore.ts).
 */
export interface RateLimitStore {
  /** Counts one submission of `client` at `now` (ms): 0 when it may pass, else the seconds until its window ends. */
  hit(client: string, now: number): Promise<number>;
  /** Ends `client`'s window: its hit turned out not to count (a repeat whose first request was refused). */
  forget(client: string): Promise<void>;
}

/** Makes the store for a limit of `limit` hits per `windowMs`, so the limit is set in one place (formGuard). */
export type RateLimitStoreFactory = (limit: number, windowMs: number) => RateLimitStore;

/** The fixed window per client in this process's memory (site/rules/formAbuse.ts): each instance counts alone. */
export const memoryRateLimitStore: RateLimitStoreFactory = (limit, windowMs) => {
  const limiter = createRateLimiter(limit, windowMs);
  return { hit: async (client, now) => limiter.hit(client, now), forget: async (client) => limiter.forget(client) };
};
