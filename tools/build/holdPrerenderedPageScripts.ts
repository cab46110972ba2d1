import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { holdPageScripts } from '../../site/rules/pageScripts.ts';

/** Holds the scripts of every HTML file under `clientDir` until the page has loaded (site/rules/pageScripts.ts). */
export function holdPrerenderedPageScripts(clientDir: string): void {
  const htmlFiles = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
  for (const file of htmlFiles) {
    const path = `${clientDir}/${file}`;
    try {
      writeFileSync(path, holdPageScripts(readFileSync(path, 'utf8')));
    } catch (error) {
      throw new Error(`${path}: ${(error as Error).message}`, { cause: error });
    }
  }
}
