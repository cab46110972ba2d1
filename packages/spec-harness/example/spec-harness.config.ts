// The example's values for the harness: a coffee kiosk's till, specified in English and Russian.
import { defineConfig } from 'spec-harness';

export default defineConfig({
  specification: 'docs/specification.md',
  features: 'features',
  sectionsNeedingProof: [2],
  style: { sequenceLimit: 0, sequenceWords: { en: ['then'], ru: ['затем'] } },
  steps: {
    catalogue: 'docs/steps.md',
    folder: 'steps/',
    world: 'World',
    command: 'npx spec-harness steps',
    guide: 'docs/writing-features.md',
    topics: ['Orders', 'Payment'],
  },
  reports: {
    folder: 'reports',
    living: 'reports/living',
    junit: { 'features (cucumber-js)': 'cucumber.xml' },
    runs: [{ id: 'features', label: 'Features', file: 'cucumber.ndjson' }],
  },
});
