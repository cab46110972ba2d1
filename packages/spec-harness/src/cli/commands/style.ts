import { readFileSync } from 'node:fs';
import type { Command } from '../command.ts';

/** `style [--check] [feature files…]`: do the features read as behaviour? */
export const style: Command = {
  summary: 'checks that the features read as behaviour; --check fails on a finding; files narrow what is shown',
  options: { check: { type: 'boolean' } },
  positionals: '[feature files…]',
  async run({ values, positionals }, config) {
    // Loaded when the command runs, so that the command line starts fast for the others.
    const { sequenceTitle } = await import('../../config.ts');
    const { featureFilesIn } = await import('../../featureFiles.ts');
    const { checkStyle, formatCounts, formatFinding } = await import('../../gherkinStyle.ts');
    const { loadDefinitions } = await import('../../stepDefinitions.ts');
    // Loading the step definitions registers the steps marked movesTheClock (cucumber/stepNeeds.ts).
    await loadDefinitions();
    const { scenarioMovesTheClock } = await import('../../cucumber/stepNeeds.ts');
    const report = checkStyle(
      featureFilesIn(config.features).map((uri) => ({ uri, text: readFileSync(uri, 'utf8') })),
      (text) => scenarioMovesTheClock([text]),
      { sequenceLimit: config.style.sequenceLimit, sequenceTitle: sequenceTitle(config.style.sequenceWords) },
    );
    const shown = report.findings.filter((finding) => positionals.length === 0 || positionals.includes(finding.uri));
    for (const finding of shown) console.log(formatFinding(finding));
    const where = positionals.length > 0 ? ` in ${positionals.join(', ')}` : '';
    console.log(`${formatCounts(report.counts)}; ${shown.length} findings${where}.`);
    return values.check === true && shown.length > 0 ? 1 : 0;
  },
};
