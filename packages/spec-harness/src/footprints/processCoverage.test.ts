import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { transform } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { executedLines, projectSegments, type CoveredScript } from './coverageLines.ts';

/** `TABLE` is worked out while the module loads, by a function that never runs again. */
const SAMPLE = `function buildTable() {
  return [1, 2, 3].map((n) => n * 2);
}

export const TABLE = buildTable();

export function read(i: number) {
  return TABLE[i];
}
`;

/**
 * Runs `driver` (given the sample's URL and this folder's processCoverage.ts) in a process of its own
 * and returns the sample's lines of each take it prints.
 */
async function takesOf(driver: (sample: string, module: string) => string, charset: boolean): Promise<number[][]> {
  const folder = mkdtempSync(join(tmpdir(), 'process-coverage-'));
  const { code } = await transform(SAMPLE, {
    loader: 'ts',
    format: 'esm',
    sourcemap: 'inline',
    sourcefile: join(folder, 'sample.ts'),
  });
  const script = join(folder, 'sample.mjs');
  // Playwright's Babel writes `charset=utf-8` into its inline maps; tsx and esbuild do not.
  writeFileSync(
    script,
    charset ? code.replace('application/json;base64', 'application/json;charset=utf-8;base64') : code,
  );
  const url = pathToFileURL(script).href;
  const file = join(folder, 'driver.mjs');
  writeFileSync(file, driver(url, new URL('./processCoverage.ts', import.meta.url).href));
  const child = spawnSync(process.execPath, ['--import', 'tsx', file], { encoding: 'utf8' });
  const takes = JSON.parse(child.stdout || 'null') as CoveredScript[][] | null;
  if (!takes) throw new Error(`the driver printed nothing: ${child.stderr}`);
  const sampleFile = (source: string) => (source.endsWith('/sample.ts') ? 'sample.ts' : undefined);
  return takes.map((take) =>
    take
      .flatMap((s) => [...(executedLines(projectSegments(s, sampleFile), s.functions).get('sample.ts') ?? [])])
      .sort((a, b) => a - b),
  );
}

describe('processCoverage: what this very process ran', () => {
  it('counts what a module ran while it loaded when counting started before it loaded', async () => {
    const [loading, reading] = await takesOf(
      (sample, module) => `const { startProcessCoverage, processCoverage } = await import(${JSON.stringify(module)});
await startProcessCoverage();
const sample = await import(${JSON.stringify(sample)});
const coverage = await processCoverage((u) => u === ${JSON.stringify(sample)});
const loading = await coverage.take();
sample.read(1);
process.stdout.write(JSON.stringify([loading, await coverage.take()]));`,
      false,
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
    const [taken] = await takesOf(
      (sample, module) => `const { processCoverage } = await import(${JSON.stringify(module)});
const coverage = await processCoverage((u) => u === ${JSON.stringify(sample)});
const sample = await import(${JSON.stringify(sample)});
sample.read(0);
process.stdout.write(JSON.stringify([await coverage.take()]));`,
      true,
    );
    expect(taken).toContain(8);
  });
});
