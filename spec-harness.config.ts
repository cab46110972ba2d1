// This site's values for the specification harness (packages/spec-harness/README.md).
// From spec-harness/config, not the whole harness: every command loads this file first.
import { defineConfig } from 'spec-harness/config';

export default defineConfig({
  specification: 'docs/specification.md',
  features: 'features',
  // The sections a visitor meets: each of their clauses needs a scenario (or a unit test it names).
  sectionsNeedingProof: [2, 4, 5, 7, 8, 9],
  // What each clause's scenarios were last reviewed against: a reworded clause is stale until they are read again.
  ledger: { file: 'docs/clause-ledger.json', accept: 'npm run features:coverage -- --accept' },
  style: {
    // At most ten scenarios of the suite keep a When after a Then, each titled as a sequence.
    sequenceLimit: 10,
    sequenceWords: { en: ['then'], ru: ['затем', 'потом'] },
  },
  steps: {
    catalogue: 'docs/steps.md',
    folder: 'features/steps/',
    world: 'SiteWorld',
    command: 'npm run features:steps',
    guide: 'docs/writing-features.md',
    // Every step says what it does, its topic, what it looks at, and an example of each phrasing.
    documented: true,
    topics: [
      'Pages and addresses',
      'Search engines and crawlers',
      'Navigation and scrolling',
      'Controls and keyboard',
      'Screen, connection and preferences',
      'Layouts',
      'Header and menus',
      'Footer',
      'Search',
      'Cookie notice',
      'Campaign cookies',
      'Forms',
      'Accordion',
      'Lazy blocks and images',
      'Video',
      'Loading bar',
      'Page code and prefetching',
      'Time',
      'Content faults',
      'Redirects',
      'HTTP answers and security',
      'API',
      'Accessibility',
    ],
  },
  reports: {
    folder: 'reports',
    living: 'reports/living',
    junit: {
      'unit and property (vitest)': 'unit.xml',
      'features (cucumber-js)': 'cucumber.xml',
      'features in front of npm run api (split)': 'cucumber-split.xml',
      'end-to-end (playwright)': 'e2e.xml',
    },
    runs: [
      { id: 'embedded', label: 'Embedded run', file: 'cucumber.ndjson' },
      { id: 'deployed', label: 'Deployed topology', file: 'cucumber-split.ndjson' },
    ],
  },
  // What a change reaches besides its footprints (npm run test:affected, docs/decisions/030-footprints.md).
  footprints: {
    everything: [
      'package.json',
      'package-lock.json',
      'tsconfig.json',
      'cucumber.cjs',
      'playwright.config.ts',
      'vite.config.ts',
      'vitest.config.ts',
      'spec-harness.config.ts',
      '.ci/',
      'tools/build.ts',
      'tools/build/',
      'tools/buildFreshness.ts',
      'tools/siteServer.ts',
      'tools/freePort.ts',
      'tools/footprints/',
      'tools/testAffected.ts',
      'tools/affected/',
      'features/support/',
      'packages/spec-harness/',
    ],
    ignored: [
      'docs/',
      'README.md',
      'spec/unit/',
      'perf/',
      'reports/',
      '.github/',
      'eslint.config.js',
      '.prettierrc.json',
      '.prettierignore',
    ],
    features: 'features/',
    publicDir: 'site/public/',
    // The deployed topology's backend (npm run api) runs in a process the footprints do not record.
    unrecorded: { split: ['mocks/', 'fixtures/', 'contracts/', 'tools/serveApi.ts'] },
    // Each run's own test code: a change to the end-to-end checks runs no scenario, a step file no e2e test.
    testCode: { embedded: ['features/'], split: ['features/'], e2e: ['spec/e2e/', 'spec/support/'] },
  },
});
