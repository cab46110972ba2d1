import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findHeadlessChromium } from 'spec-harness/cucumber';
import { E2E_DIR } from './tools/footprints/runs.ts';

// A test worker of a run that records footprints (FOOTPRINTS=1, spec/e2e/fixtures.ts) loads this file
// before any test file: what the test files' modules run while loading is counted from here.
if (process.env.FOOTPRINTS === '1' && process.env.TEST_WORKER_INDEX !== undefined) {
  const { startProcessCoverage } = await import('spec-harness/footprints');
  await startProcessCoverage();
}

/** The e2e files that must run with nothing beside them. */
const ALONE = ['**/rollingRestart.spec.ts', '**/sharedRateLimit.spec.ts'];

// https://playwright.dev/docs/test-configuration
export default defineConfig({
  testDir: E2E_DIR,
  globalSetup: './spec/e2e/globalSetup.ts',
  forbidOnly: true,
  // A worker per core. Recording footprints (FOOTPRINTS=1, spec/e2e/fixtures.ts): one, so that what the
  // shared server ran between a test's start and end is that test's alone.
  workers: process.env.FOOTPRINTS === '1' ? 1 : availableParallelism(),
  retries: 0,
  // Checks that measure what a restart or a shared limit drops run last and one at a time, alone on
  // the machine: beside another worker's browser a restart's drain window is missed now and then.
  // `--project site` runs the others alone (CI's shards), `--project alone --no-deps` these.
  projects: [
    { name: 'site', testIgnore: ALONE },
    { name: 'alone', testMatch: ALONE, dependencies: ['site'], workers: 1 },
  ],
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
