import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findHeadlessChromium } from 'spec-harness/cucumber';

// https://playwright.dev/docs/test-configuration
export default defineConfig({
  testDir: 'spec/e2e',
  globalSetup: './spec/e2e/globalSetup.ts',
  forbidOnly: true,
  retries: 0,
  // The HTML report holds the visual suite's expected, actual and diff images of a failure.
  reporter: [
    ['list'],
    ['junit', { outputFile: 'reports/e2e.xml' }],
    ['html', { outputFolder: 'reports/playwright', open: 'never' }],
  ],
  // The visual suite's baselines (spec/e2e/visual.spec.ts): one folder, no platform suffix, as CI and
  // development run the same Debian Chromium.
  snapshotPathTemplate: 'spec/visual-baselines/{arg}{ext}',
  expect: {
    toHaveScreenshot: {
      // Font hinting and anti-aliasing move a few edge pixels between machines; a moved block is
      // thousands of pixels.
      maxDiffPixelRatio: 0.002,
      threshold: 0.2,
      animations: 'disabled',
      caret: 'hide',
    },
  },
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: findHeadlessChromium(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
});
