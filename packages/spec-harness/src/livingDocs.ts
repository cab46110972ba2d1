/**
 * `npm run docs:living`: the living documentation, a static site in reports/living/ that opens from
 * the file system. Every clause of docs/specification.md with the scenarios that prove it (their
 * `@spec-4.7` tags), in the words of their feature files, and each scenario's last result in the
 * embedded run (cucumber.ndjson) and the deployed topology (cucumber-split.ndjson), screenshots of
 * failures beside the page.
 *
 * With report folders as arguments (`npm run docs:living -- runners/*`, as `npm run test:summary`
 * takes them) the shards' message streams are merged into one run each; without, reports/ is read.
 * `--out DIR` writes elsewhere.
 */
import { statSync } from 'node:fs';
import { messageStreamsIn, runEnvelopes } from './cucumberReports/runMessages.ts';
import { writeLivingDocs } from './livingDocs/writeLivingDocs.ts';

const RUNS = [
  { id: 'embedded', label: 'Embedded run', file: 'cucumber.ndjson' },
  { id: 'deployed', label: 'Deployed topology', file: 'cucumber-split.ndjson' },
];

function main(args: string[]) {
  const outAt = args.indexOf('--out');
  const outDir = outAt >= 0 ? args[outAt + 1] : 'reports/living';
  if (!outDir) throw new Error('--out needs a folder: npm run docs:living -- --out reports/living');
  const folders = args.filter((_, index) => outAt < 0 || (index !== outAt && index !== outAt + 1));
  const sources = folders.length > 0 ? folders : ['reports'];
  const runs = RUNS.map(({ id, label, file }) => {
    const streams = messageStreamsIn(sources, file);
    console.log(`${label}: ${streams.length === 0 ? 'no' : streams.length} ${file} in ${sources.join(', ')}`);
    return { id, label, ...(streams.length > 0 && { envelopes: runEnvelopes(streams) }) };
  });
  const { page, docs } = writeLivingDocs({ outDir, runs });
  const { summary } = docs;
  const size = (statSync(page).size / 1024).toFixed(0);
  console.log(
    `${page} (${size} KB, ${docs.images.length} screenshots): ${summary.proved} of ${summary.clauses} clauses proved; ` +
      `scenarios ${summary.scenarios.passed} passed, ${summary.scenarios.failed} failed, ` +
      `${summary.scenarios.flaky} passed on retry, ${summary.scenarios['not-run']} not run`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) main(process.argv.slice(2));
