// This site's values for the specification harness (packages/spec-harness/README.md).
import { defineConfig } from 'spec-harness';

export default defineConfig({
  specification: 'docs/specification.md',
  features: 'features',
  // The sections a visitor meets: each of their clauses needs a scenario (or a unit test it names).
  sectionsNeedingProof: [2, 4, 5, 7, 8, 9],
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
});
