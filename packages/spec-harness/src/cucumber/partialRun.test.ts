import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const { isPartialRun } = createRequire(import.meta.url)('../../plugin/partialRun.cjs') as {
  isPartialRun: (args: readonly string[], env: Record<string, string | undefined>) => boolean;
};

describe('a run of part of the suite', () => {
  it('is one that names features, lines or folders, or filters by name or tags', () => {
    expect(isPartialRun(['features/footer.feature:12'], {})).toBe(true);
    expect(isPartialRun(['features/ru/'], {})).toBe(true);
    expect(isPartialRun(['--retry', '0', 'features/footer.feature'], {})).toBe(true);
    expect(isPartialRun(['--name', 'Cookie'], {})).toBe(true);
    expect(isPartialRun(['--tags=@smoke'], {})).toBe(true);
    expect(isPartialRun(['-t', '@spec-4.7'], {})).toBe(true);
  });

  it('is one a change chose (npm run test:affected)', () => {
    expect(isPartialRun([], { FOOTPRINT_SELECTION: 'reports/affected/selection.json' })).toBe(true);
  });

  it('is not the whole suite, one CI shard of it, or a run with other options', () => {
    expect(isPartialRun([], {})).toBe(false);
    expect(isPartialRun(['--shard', '1/3'], {})).toBe(false);
    expect(isPartialRun(['--profile', 'split', '--format', 'summary', '--fail-fast'], {})).toBe(false);
    expect(isPartialRun(['-p', 'split', '--import', 'features/steps/**/*.ts', '--parallel', '2'], {})).toBe(false);
    expect(isPartialRun([], { FOOTPRINT_SELECTION: '' })).toBe(false);
  });
});
