import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findHeadlessChromium } from './spec/support/chromium.ts';

// https://playwright.dev/docs/test-configuration
export default defineConfig({
  testDir: 'spec/e2e',
  globalSetup: './spec/e2e/globalSetup.ts',
  forbidOnly: true,
  retries: 0,
  reporter: [['list'], ['junit', { outputFile: 'reports/e2e.xml' }]],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: findHeadlessChromium(), args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
});
