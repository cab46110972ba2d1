import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { transform } from 'esbuild';
import { executedLines, projectSegments, type CoveredScript } from './coverageLines.ts';

/**
 * For the tests of process coverage: compiles `source` to `sample.mjs` with an inline sourcemap back
 * to `sample.ts`, runs `driver` (given the sample's URL and processCoverage.ts's) in a process of its
 * own — the test runner would load the sample through its own module loader — and returns, for each
 * take the driver prints as JSON, the lines of sample.ts that ran, sorted.
 */
export async function sampleTakes(
  source: string,
  driver: (sample: string, module: string) => string,
  { charset = false } = {},
): Promise<number[][]> {
  const folder = mkdtempSync(join(tmpdir(), 'process-coverage-'));
  const { code } = await transform(source, {
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
  const file = join(folder, 'driver.mjs');
  writeFileSync(file, driver(pathToFileURL(script).href, new URL('./processCoverage.ts', import.meta.url).href));
  const child = spawnSync(process.execPath, ['--import', 'tsx', file], { encoding: 'utf8' });
  const takes = JSON.parse(child.stdout || 'null') as CoveredScript[][] | null;
  if (!takes) throw new Error(`the driver printed nothing: ${child.stderr}`);
  const sampleFile = (path: string) => (path.endsWith('/sample.ts') ? 'sample.ts' : undefined);
  return takes.map((take) =>
    take
      .flatMap((s) => [...(executedLines(projectSegments(s, sampleFile), s.functions).get('sample.ts') ?? [])])
      .sort((a, b) => a - b),
  );
}
