import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHUNK_RELOAD_GUARD_MS,
  scrollRestoreWaitMs,
  parseReloadTimestamp,
  SCROLL_RESTORE_DELAY_MS,
  SECTION_SCROLL_OFFSET_PX,
  shouldPrefetch,
  shouldReloadAfterChunkError,
} from '../../site/rules/navigation.ts';

describe('navigation rules (spec sections 2, 4, 7 and 9): examples', () => {
  it('uses the spec’s constants: 300 ms, 120 px, 60000 ms', () => {
    expect(SCROLL_RESTORE_DELAY_MS).toBe(300);
    expect(SECTION_SCROLL_OFFSET_PX).toBe(120);
    expect(CHUNK_RELOAD_GUARD_MS).toBe(60_000);
  });

  it.each([
    { startedAt: 1000, now: 1000, wait: 300 },
    { startedAt: 1000, now: 1299, wait: 1 },
    { startedAt: 1000, now: 1300, wait: 0 },
    { startedAt: 1000, now: 9000, wait: 0 },
  ])(
    'a page change begun at $startedAt, its page rendered at $now: waits $wait ms more',
    ({ startedAt, now, wait }) => {
      expect(scrollRestoreWaitMs(startedAt, now)).toBe(wait);
    },
  );

  it.each([
    { last: null, now: 5, reloads: true },
    { last: 1000, now: 1000, reloads: false },
    { last: 1000, now: 60_999, reloads: false },
    { last: 1000, now: 61_000, reloads: true },
    { last: 90_000, now: 1000, reloads: true },
  ])('last reload $last, failure at $now: reloads $reloads', ({ last, now, reloads }) => {
    expect(shouldReloadAfterChunkError(last, now)).toBe(reloads);
  });

  it.each([
    { stored: null, parsed: null },
    { stored: '', parsed: null },
    { stored: 'yesterday', parsed: null },
    { stored: '1700000000000', parsed: 1_700_000_000_000 },
  ])('reads the stored reload time "$stored" as $parsed', ({ stored, parsed }) => {
    expect(parseReloadTimestamp(stored)).toBe(parsed);
  });

  it.each([
    { connection: undefined, prefetches: true },
    { connection: {}, prefetches: true },
    { connection: { effectiveType: '4g', saveData: false }, prefetches: true },
    { connection: { effectiveType: '3g' }, prefetches: true },
    { connection: { effectiveType: '2g' }, prefetches: false },
    { connection: { effectiveType: 'slow-2g', saveData: false }, prefetches: false },
    { connection: { effectiveType: '4g', saveData: true }, prefetches: false },
  ])('connection $connection: prefetches $prefetches', ({ connection, prefetches }) => {
    expect(shouldPrefetch(connection)).toBe(prefetches);
  });
});

describe('navigation rules: properties', () => {
  it('the view is never put in place before 300 ms, nor kept waiting once they have passed', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(10_000), (startedAt, elapsed) => {
        const wait = scrollRestoreWaitMs(startedAt, startedAt + elapsed);
        expect(elapsed + wait).toBe(Math.max(elapsed, SCROLL_RESTORE_DELAY_MS));
      }),
    );
  });

  it('at most one reload in any 60000 ms: a failure within the guard after a reload never reloads', () => {
    fc.assert(
      fc.property(fc.nat(2 ** 40), fc.nat(CHUNK_RELOAD_GUARD_MS - 1), (last, since) => {
        expect(shouldReloadAfterChunkError(last, last + since)).toBe(false);
        expect(shouldReloadAfterChunkError(last, last + CHUNK_RELOAD_GUARD_MS + since)).toBe(true);
      }),
    );
  });

  it('a stored time reads back as itself', () => {
    fc.assert(
      fc.property(fc.nat(2 ** 45), (time) => {
        expect(parseReloadTimestamp(String(time))).toBe(time);
      }),
    );
  });

  it('data saver always stops prefetching, whatever the connection type', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: undefined }), (effectiveType) => {
        expect(shouldPrefetch({ effectiveType, saveData: true })).toBe(false);
      }),
    );
  });
});

describe('a stored reload time of blanks', () => {
  it('is no time', () => {
    expect(parseReloadTimestamp('   ')).toBeNull();
  });
});
