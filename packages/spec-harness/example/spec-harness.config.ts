// The example's values for the harness: a coffee kiosk's till, specified in English and Russian.
// From spec-harness/config, not the whole harness: every command loads this file first.
import { defineConfig } from 'spec-harness/config';

export default defineConfig({
  specification: 'docs/specification.md',
  features: 'features',
  sectionsNeedingProof: [2],
  // What each clause's scenarios were last reviewed against: a reworded clause is stale until they are read again.
  ledger: { file: 'docs/clause-ledger.json', accept: 'npx spec-harness coverage --accept' },
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
