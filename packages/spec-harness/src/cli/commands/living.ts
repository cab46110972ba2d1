import { statSync } from 'node:fs';
import { join } from 'node:path';
import type { Envelope } from '@cucumber/messages';
import { toMs } from '../../cucumberReports/featureSuiteTime.ts';
import type { Command } from '../command.ts';

/**
 * `living [--out DIR] [report folders…]`: the living documentation, a static site that opens from the
 * file system. Every clause of the specification with the scenarios that prove it, in the words of
 * their feature files, and each scenario's last result in every run the config lists, with screenshots
 * of failures beside the page. Several report folders (CI shards) are merged into one run each.
 */
/** The run history (runHistory.ts), in the reports folder: CI brings the last one back before the runs. */
export const RUN_HISTORY_FILE = 'run-history.json';
/** Where a run of part of the suite writes its reports, in the reports folder (cucumber.cjs). */
export const PARTIAL_FOLDER = 'partial';

/** When a run started, as its testRunStarted message says (ISO text, comparable); '' when it does not. */
function startOf(envelopes: readonly Envelope[]): string {
  const started = envelopes.find((envelope) => envelope.testRunStarted)?.testRunStarted?.timestamp;
  return started ? new Date(toMs(started)).toISOString() : '';
}

export const living: Command = {
  summary: 'writes the living documentation (--out DIR); report folders of CI shards are merged',
  options: { out: { type: 'string' } },
  positionals: '[report folders…]',
  async run({ values, positionals }, config) {
    // Loaded when the command runs, so that the command line starts fast for the others.
    const { messageStreamsIn, runEnvelopes } = await import('../../cucumberReports/runMessages.ts');
    const { writeLivingDocs } = await import('../../livingDocs/writeLivingDocs.ts');
    const { readLedger } = await import('../../clauseLedger.ts');
    const { readFootprints } = await import('../../footprints/artefact.ts');
    const { FOOTPRINTS_FILE } = await import('../../footprints/paths.ts');
    const { filesRunByScenario } = await import('../../livingDocs/implementingFiles.ts');
    const outDir = typeof values.out === 'string' ? values.out : config.reports.living;
    const sources = positionals.length > 0 ? positionals : [config.reports.folder];
    // A partial run (a feature, a line: cucumber.cjs) writes to partial/ beside the full run's reports.
    const partialFolder = join(config.reports.folder, PARTIAL_FOLDER);
    const runs = config.reports.runs.map(({ id, label, file }) => {
      const streams = messageStreamsIn(sources, file);
      console.log(`${label}: ${streams.length === 0 ? 'no' : streams.length} ${file} in ${sources.join(', ')}`);
      const full = streams.length > 0 ? runEnvelopes(streams) : undefined;
      const partial = positionals.length === 0 ? messageStreamsIn([partialFolder], file) : [];
      const part = partial.length > 0 ? runEnvelopes(partial) : undefined;
      if (part && startOf(part) > (full ? startOf(full) : '')) {
        console.log(`${label}: a partial run's ${file} in ${partialFolder}, newer: shown over the full run's`);
        return { id, label, envelopes: part, ...(full && { before: full }) };
      }
      return { id, label, ...(full && { envelopes: full }) };
    });
    // The code each clause's scenarios ran, from the last full run's footprints; test code is not the clause's.
    const footprints = readFootprints(FOOTPRINTS_FILE);
    if (!footprints)
      console.log(
        `No footprints (${FOOTPRINTS_FILE}): each clause shows the files its Rule: line names; ` +
          'a run with FOOTPRINTS=1 records the code its scenarios run.',
      );
    const testCode = [
      config.features,
      config.steps.folder,
      ...Object.values(config.footprints?.testCode ?? {}).flat(),
    ].map((folder) => `${folder.replace(/\/$/, '')}/`);
    const historyPath = join(config.reports.folder, RUN_HISTORY_FILE);
    const { page, docs } = writeLivingDocs({
      outDir,
      runs,
      specificationPath: config.specification,
      featuresFolder: config.features,
      sectionsNeedingProof: config.sectionsNeedingProof,
      ledger: readLedger(config.ledger.file),
      acceptCommand: config.ledger.accept,
      historyPath,
      ...(footprints && {
        filesRun: filesRunByScenario(footprints, (file) => !testCode.some((folder) => file.startsWith(folder))),
      }),
    });
    const { summary } = docs;
    const size = (statSync(page).size / 1024).toFixed(0);
    console.log(
      `${page} (${size} KB, ${docs.images.length} screenshots): ${summary.proved} of ${summary.clauses} clauses proved; ` +
        `scenarios ${summary.scenarios.passed} passed, ${summary.scenarios.failed} failed, ` +
        `${summary.scenarios.flaky} passed on retry, ${summary.scenarios['not-run']} not run; ` +
        `history of ${docs.history.runs.length} runs in ${historyPath}`,
    );
    return 0;
  },
};
