import { describe, expect, it } from 'vitest';
import { watchChunkLoadErrors, type ChunkErrorEnv } from '../../site/components/navigation/reloadOnChunkError.ts';
import { CHUNK_RELOAD_GUARD_MS } from '../../site/rules/navigation.ts';

interface Stand extends ChunkErrorEnv {
  clock: number;
  stored: string | null;
  storageWorks: boolean;
  target: string | undefined;
  prefetchingNow: boolean;
  loads: string[];
  listeners: Set<() => void>;
  fail(): void;
}

function stand(): Stand {
  const listeners = new Set<() => void>();
  const env: Stand = {
    clock: 1_000_000,
    stored: null,
    storageWorks: true,
    target: undefined,
    prefetchingNow: false,
    loads: [],
    listeners,
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
    now: () => env.clock,
    readLastReload: () => {
      if (!env.storageWorks) throw new Error('SecurityError');
      return env.stored;
    },
    writeLastReload: (value) => {
      if (!env.storageWorks) throw new Error('QuotaExceededError');
      env.stored = value;
    },
    reload: () => env.loads.push('reload'),
    navigateTo: (path) => env.loads.push(path),
    transitionTarget: () => env.target,
    prefetching: () => env.prefetchingNow,
    fail: () => {
      for (const listener of listeners) listener();
    },
  };
  return env;
}

describe('reload after a chunk-load failure (spec section 4)', () => {
  it('reloads once, not again within 60000 ms, and again from then on', () => {
    const env = stand();
    watchChunkLoadErrors(env);
    env.fail();
    expect(env.loads).toEqual(['reload']);
    expect(env.stored).toBe('1000000');
    env.clock += CHUNK_RELOAD_GUARD_MS - 1;
    env.fail();
    expect(env.loads).toEqual(['reload']);
    env.clock += 1;
    env.fail();
    expect(env.loads).toEqual(['reload', 'reload']);
  });

  it('during a page change, loads the page the visitor was opening', () => {
    const env = stand();
    env.target = '/contacts/';
    watchChunkLoadErrors(env);
    env.fail();
    expect(env.loads).toEqual(['/contacts/']);
  });

  it('leaves a failure while only prefetching to Vike', () => {
    const env = stand();
    env.prefetchingNow = true;
    watchChunkLoadErrors(env);
    env.fail();
    expect(env.loads).toEqual([]);
    env.target = '/contacts/';
    env.fail();
    expect(env.loads).toEqual(['/contacts/']);
  });

  it('without storage, there is no guard, so no reload', () => {
    const env = stand();
    env.storageWorks = false;
    watchChunkLoadErrors(env);
    env.fail();
    expect(env.loads).toEqual([]);
  });

  it('reads a stored time it cannot parse as no reload yet', () => {
    const env = stand();
    env.stored = 'garbage';
    watchChunkLoadErrors(env);
    env.fail();
    expect(env.loads).toEqual(['reload']);
  });

  it('stops listening when asked', () => {
    const env = stand();
    watchChunkLoadErrors(env)();
    expect(env.listeners.size).toBe(0);
  });
});
