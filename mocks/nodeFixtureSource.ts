import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { FixtureSource } from './fixtureSource.ts';

const fixturesDir = fileURLToPath(new URL('../fixtures/', import.meta.url));

/** Reads fixtures/{path} from disk; only paths that matched a contract table reach it. */
export const nodeFixtureSource: FixtureSource = async (path) => {
  try {
    return JSON.parse(await readFile(`${fixturesDir}${path}`, 'utf8')) as unknown;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
};
