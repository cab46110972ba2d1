import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { relativeImports } from 'spec-harness/footprints';

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * What an end-to-end test runs in its own process, without measuring it: every line of its file and of
 * the project files that file imports, directly or not. Playwright compiles them with sourcemaps of
 * its own, which the recorder does not read; counting every line is more than the test ran, never less.
 */
export function testFileReach(absoluteFile: string): Map<string, Set<number>> {
  const reach = new Map<string, Set<number>>();
  const waiting = [relative(root, absoluteFile)];
  for (let file = waiting.pop(); file !== undefined; file = waiting.pop()) {
    if (reach.has(file) || !existsSync(`${root}${file}`)) continue;
    const text = readFileSync(`${root}${file}`, 'utf8');
    reach.set(file, new Set(Array.from({ length: text.split('\n').length }, (_, i) => i + 1)));
    if (/\.[cm]?tsx?$/.test(file)) waiting.push(...relativeImports(file, text));
  }
  return reach;
}
