import { createRequire } from 'node:module';

/** The first cucumber-js with the plugin API (`plugin` in its configuration) the harness's plugins use. */
export const PLUGIN_CUCUMBER = '12.5.0';

/**
 * Throws, saying what to install, when the project's cucumber-js is older than the plugins need; the
 * rest of the harness works from 12.2 on. `version` is the installed cucumber's, read when not given.
 */
export function requirePluginCucumber(plugin: string, version?: string): void {
  const installed =
    version ?? (createRequire(import.meta.url)('@cucumber/cucumber/package.json') as { version: string }).version;
  const [major = 0, minor = 0] = installed.split('.').map(Number);
  const [needsMajor = 0, needsMinor = 0] = PLUGIN_CUCUMBER.split('.').map(Number);
  if (major < needsMajor || (major === needsMajor && minor < needsMinor))
    throw new Error(
      `spec-harness's ${plugin} plugin needs @cucumber/cucumber ${PLUGIN_CUCUMBER} or newer (its plugin API); this project has ${installed}: ` +
        `npm i -D @cucumber/cucumber@^${PLUGIN_CUCUMBER}, or leave the plugin out of cucumber's configuration.`,
    );
}
