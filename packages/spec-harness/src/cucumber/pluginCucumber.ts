import { createRequire } from 'node:module';

/** The first cucumber-js with the plugin API (`plugin` in its configuration) the harness's plugins use. */
export const PLUGIN_CUCUMBER = '12.5.0';

/** The version of the project's cucumber-js (the peer the harness resolves). */
export const installedCucumber = (): string =>
  (createRequire(import.meta.url)('@cucumber/cucumber/package.json') as { version: string }).version;

/** Whether a cucumber-js version runs plugins (older ones ignore `plugin` in their configuration). */
export function runsPlugins(version: string): boolean {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  const [needsMajor = 0, needsMinor = 0] = PLUGIN_CUCUMBER.split('.').map(Number);
  return major > needsMajor || (major === needsMajor && minor >= needsMinor);
}

/**
 * Throws, saying what to install, when the project's cucumber-js is older than the plugins need; the
 * rest of the harness works from 12.2 on. `version` is the installed cucumber's, read when not given.
 */
export function requirePluginCucumber(plugin: string, version?: string): void {
  const installed = version ?? installedCucumber();
  if (!runsPlugins(installed))
    throw new Error(
      `spec-harness's ${plugin} plugin needs @cucumber/cucumber ${PLUGIN_CUCUMBER} or newer (its plugin API); this project has ${installed}: ` +
        `npm i -D @cucumber/cucumber@^${PLUGIN_CUCUMBER}, or leave the plugin out of cucumber's configuration.`,
    );
}
