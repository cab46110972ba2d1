import { describe, expect, it } from 'vitest';
import { sampleTakes } from './sampleTakes.testkit.ts';

/** `TABLE` is worked out while the module loads, by a function that never runs again. */
const SAMPLE = `function buildTable() {
  return [1, 2, 3].map((n) => n * 2);
}

export const TABLE = buildTable();

export function read(i: number) {
  return TABLE[i];
}
`;

describe('processCoverage: what this very process ran', () => {
  it('counts what a module ran while it loaded when counting started before it loaded', async () => {
    const [loading, reading] = await sampleTakes(
      SAMPLE,
      (sample, module) => `const { startProcessCoverage, processCoverage } = await import(${JSON.stringify(module)});
await startProcessCoverage();
const sample = await import(${JSON.stringify(sample)});
const coverage = await processCoverage((u) => u === ${JSON.stringify(sample)});
const loading = await coverage.take();
sample.read(1);
process.stdout.write(JSON.stringify([loading, await coverage.take()]));`,
    );
    // buildTable and its callback ran while the module loaded, and are in the first take.
    expect(loading).toEqual(expect.arrayContaining([2, 5]));
    expect(loading).not.toContain(8);
    // The session is the one started first: the second take has only what ran since.
    expect(reading).toContain(8);
    expect(reading).not.toContain(2);
    expect(reading).not.toContain(5);
  });

  it('reads inline sourcemaps with a charset, as Playwright writes them', async () => {
    const [taken] = await sampleTakes(
      SAMPLE,
      (sample, module) => `const { processCoverage } = await import(${JSON.stringify(module)});
const coverage = await processCoverage((u) => u === ${JSON.stringify(sample)});
const sample = await import(${JSON.stringify(sample)});
sample.read(0);
process.stdout.write(JSON.stringify([await coverage.take()]));`,
      { charset: true },
    );
    expect(taken).toContain(8);
  });
});
