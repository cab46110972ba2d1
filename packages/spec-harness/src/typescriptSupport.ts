/**
 * TypeScript step files for the harness's own process. cucumber-js runs them through whatever the
 * project runs it with (`tsx node_modules/.bin/cucumber-js`, `NODE_OPTIONS=--import tsx`); the
 * harness loads the same files in its own plain-Node process, so it registers tsx itself when they
 * are TypeScript and cucumber-js's configuration names no loader of its own.
 */
import { ConfigError } from './config.ts';

/** What of cucumber-js's configuration says how its support files load. */
interface SupportFiles {
  import: readonly string[];
  require: readonly string[];
  loader: readonly string[];
  requireModule: readonly string[];
}

/** Whether the support files are TypeScript and cucumber-js is given no loader for them. */
export const needsTypeScript = (support: SupportFiles): boolean =>
  support.loader.length === 0 &&
  support.requireModule.length === 0 &&
  [...support.import, ...support.require].some((path) => /\.[cm]?tsx?$/u.test(path));

/** Registers tsx (for `import` and for `require`), or says how to make TypeScript step files loadable. */
export async function registerTypeScript(): Promise<void> {
  try {
    (await import('tsx/esm/api')).register();
    (await import('tsx/cjs/api')).register();
  } catch {
    throw new ConfigError(
      "the step files are TypeScript, which the harness loads through tsx: install it (npm i -D tsx), or name a loader in cucumber-js's configuration (requireModule or loader).",
    );
  }
}
