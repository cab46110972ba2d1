import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { FixtureSource } from './fixtureSource.ts';

const fixturesDir = fileURLToPath(new URL('../fixtures/', import.meta.url));

/** Reads fixtures/{locale}/{file} from disk; only names that came from the content table reach it. */
export const nodeFixtureSource: FixtureSource = async (locale, file) => {
  try {
    return JSON.parse(await readFile(`${fixturesDir}${locale}/${file}`, 'utf8')) as unknown;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
};
