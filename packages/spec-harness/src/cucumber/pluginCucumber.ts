import { createRequire } from 'node:module';

/** The first cucumber-js with the plugin API (`plugin` in its configuration) the harness's plugins use. */
export const PLUGIN_CUCUMBER = '12.5.0';

const newer = (version: string, than: string) => {
  const [a, b] = [version, than].map((v) => v.split(/[.-]/u).slice(0, 3).map(Number));
  for (let i = 0; i < 3; i++) if ((a?.[i] ?? 0) !== (b?.[i] ?? 0)) return (a?.[i] ?? 0) > (b?.[i] ?? 0);
  return true;
};

/**
 * Throws, saying what to install, when the project's cucumber-js is older than the plugins need; the
 * rest of the harness works from 12.2 on. `version` is the installed cucumber's, read when not given.
 */
export function requirePluginCucumber(plugin: string, version?: string): void {
  const installed =
    version ?? (createRequire(import.meta.url)('@cucumber/cucumber/package.json') as { version: string }).version;
  if (!newer(installed, PLUGIN_CUCUMBER))
    throw new Error(
      `spec-harness's ${plugin} plugin needs @cucumber/cucumber ${PLUGIN_CUCUMBER} or newer (its plugin API); this project has ${installed}: ` +
        `npm i -D @cucumber/cucumber@^12.5.0, or leave the plugin out of cucumber's configuration.`,
    );
}
