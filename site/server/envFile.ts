import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * Reads the operator's `.env` (or the file ENV_FILE names; ENV_FILE= empty reads none) from the
 * project's root into the environment, with Node's own parser (process.loadEnvFile): a variable the
 * environment already has wins over the file. The server and the build call it before they read their
 * variables, so API_BASE_URL written there is used by both. `.env.example` lists every variable.
 * Returns the file read, if any.
 */
export function loadEnvFile(root: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  const named = env.ENV_FILE;
  if (named === '') return undefined;
  const file = resolve(root, named ?? '.env');
  if (!existsSync(file)) {
    if (named !== undefined) throw new Error(`ENV_FILE names ${file}, which does not exist: fix the name or unset it.`);
    return undefined;
  }
  process.loadEnvFile(file);
  return file;
}
