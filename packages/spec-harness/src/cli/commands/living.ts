import { statSync } from 'node:fs';
import type { Command } from '../command.ts';

/**
 * `living [--out DIR] [report folders…]`: the living documentation, a static site that opens from the
 * file system. Every clause of the specification with the scenarios that prove it, in the words of
 * their feature files, and each scenario's last result in every run the config lists, with screenshots
 * of failures beside the page. Several report folders (CI shards) are merged into one run each.
 */
export const living: Command = {
  summary: 'writes the living documentation (--out DIR); report folders of CI shards are merged',
  options: { out: { type: 'string' } },
  positionals: '[report folders…]',
  async run({ values, positionals }, config) {
    // Loaded when the command runs, so that the command line starts fast for the others.
    const { messageStreamsIn, runEnvelopes } = await import('../../cucumberReports/runMessages.ts');
    const { writeLivingDocs } = await import('../../livingDocs/writeLivingDocs.ts');
    const outDir = typeof values.out === 'string' ? values.out : config.reports.living;
    const sources = positionals.length > 0 ? positionals : [config.reports.folder];
    const runs = config.reports.runs.map(({ id, label, file }) => {
      const streams = messageStreamsIn(sources, file);
      console.log(`${label}: ${streams.length === 0 ? 'no' : streams.length} ${file} in ${sources.join(', ')}`);
      return { id, label, ...(streams.length > 0 && { envelopes: runEnvelopes(streams) }) };
    });
    const { page, docs } = writeLivingDocs({
      outDir,
      runs,
      specificationPath: config.specification,
      featuresFolder: config.features,
      sectionsNeedingProof: config.sectionsNeedingProof,
    });
    const { summary } = docs;
    const size = (statSync(page).size / 1024).toFixed(0);
    console.log(
      `${page} (${size} KB, ${docs.images.length} screenshots): ${summary.proved} of ${summary.clauses} clauses proved; ` +
        `scenarios ${summary.scenarios.passed} passed, ${summary.scenarios.failed} failed, ` +
        `${summary.scenarios.flaky} passed on retry, ${summary.scenarios['not-run']} not run`,
    );
    return 0;
  },
};
