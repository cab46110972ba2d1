// The example's values for the harness: a coffee kiosk's till, specified in English and Russian.
// Only what differs from the defaults; the features folder and the step folder come from cucumber.mjs.
// From spec-harness/config, not the whole harness: every command loads this file first.
import { defineConfig } from 'spec-harness/config';

export default defineConfig({
  specification: 'docs/specification.md',
  // Section 1 is the till's words; section 2, what it does, needs a scenario for each clause.
  sectionsNeedingProof: [2],
  style: { sequenceWords: { en: ['then'], ru: ['затем'] } },
  steps: {
    guide: 'docs/writing-features.md',
    topics: ['Orders', 'Payment'],
    // Every step says what it does, its topic, what it looks at, and an example of each phrasing.
    documented: true,
  },
});
