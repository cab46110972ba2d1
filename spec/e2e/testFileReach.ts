import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { relativeImports } from 'spec-harness/footprints';

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The project files an end-to-end test file loads: itself and the files it imports, directly or not,
 * from the project root. A module loads once per worker, so a test of a later file that needs it loaded
 * does not show it in its own coverage: a change to its top level reaches that test all the same.
 */
export function testFileReach(absoluteFile: string): Set<string> {
  const reach = new Set<string>();
  const waiting = [relative(root, absoluteFile)];
  for (let file = waiting.pop(); file !== undefined; file = waiting.pop()) {
    if (reach.has(file) || !existsSync(`${root}${file}`)) continue;
    const text = readFileSync(`${root}${file}`, 'utf8');
    reach.add(file);
    if (/\.[cm]?tsx?$/.test(file)) waiting.push(...relativeImports(file, text));
  }
  return reach;
}
