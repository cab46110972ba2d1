import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { FixtureSource } from './fixtureSource.ts';

/** The fixtures folder, with a trailing slash: every Node reader of fixtures starts here. */
export const fixturesDir = fileURLToPath(new URL('../fixtures/', import.meta.url));

/** Reads fixtures/{path}, a file known to exist (listed from disk or named by a table), as JSON. */
export async function readFixtureJson(path: string): Promise<unknown> {
  return JSON.parse(await readFile(`${fixturesDir}${path}`, 'utf8')) as unknown;
}

/** Reads fixtures/{path} from disk; only paths that matched a contract table reach it. */
export const nodeFixtureSource: FixtureSource = async (path) => {
  try {
    return await readFixtureJson(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
};
