import { describe, expect, it } from 'vitest';
import { PLUGIN_CUCUMBER, requirePluginCucumber } from './pluginCucumber.ts';

describe("the plugins' cucumber-js", () => {
  it('is 12.5 or newer, by number, not by letters', () => {
    for (const version of [PLUGIN_CUCUMBER, '12.5.1', '12.10.0', '13.0.0', '12.9.0-rc.1'])
      expect(() => requirePluginCucumber('footprints', version), version).not.toThrow();
  });

  it('refuses an older one, saying what to install or leave out', () => {
    for (const version of ['12.4.9', '12.2.0', '11.9.0', '9.12.5'])
      expect(() => requirePluginCucumber('footprints', version), version).toThrow(
        `spec-harness's footprints plugin needs @cucumber/cucumber 12.5.0 or newer (its plugin API); this project has ${version}: ` +
          "npm i -D @cucumber/cucumber@^12.5.0, or leave the plugin out of cucumber's configuration.",
      );
  });

  it("reads the project's own when not told", () => {
    expect(() => requirePluginCucumber('footprints')).not.toThrow();
  });
});
