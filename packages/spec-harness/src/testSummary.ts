/**
 * Prints the tests each layer ran, from the JUnit files in reports/, and a closing
 * "N passed, N failed" line. It fails when a layer is missing or ran no test, so a silently empty
 * suite cannot pass the gate.
 * A run split into shards (CI runners, each with its own reports folder) is summed as one:
 * `npm run test:summary -- reports/shard-1 reports/shard-2 reports/shard-3`. A layer then needs its
 * file in at least one of the folders, and the shards' Cucumber reports are merged into one HTML
 * report per run, written to reports/ (packages/spec-harness/src/cucumberReports/mergeMessages.ts); `npm run docs:living`
 * reads the same folders the same way (packages/spec-harness/src/cucumberReports/runMessages.ts).
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { scenarioTimesFromNdjson } from './cucumberReports/scenarioTimes.ts';
import { retriedScenarios } from './cucumberReports/retriedScenarios.ts';
import { messageStreamsIn, runEnvelopes } from './cucumberReports/runMessages.ts';
import { writeHtmlReport } from './cucumberReports/writeHtmlReport.ts';

const folders = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['reports'];
const layers = {
  'unit and property (vitest)': 'unit.xml',
  'features (cucumber-js)': 'cucumber.xml',
  'features in front of npm run api (split)': 'cucumber-split.xml',
  'end-to-end (playwright)': 'e2e.xml',
};

let passed = 0;
let failed = 0;
let broken = false;
for (const [layer, name] of Object.entries(layers)) {
  const files = folders.map((folder) => `${folder}/${name}`).filter((file) => existsSync(file));
  if (files.length === 0) {
    console.error(`${layer}: ${name} is missing from ${folders.join(', ')} — did the layer run?`);
    broken = true;
    continue;
  }
  const xml = files.map((file) => readFileSync(file, 'utf8')).join('\n');
  // Sum the <testsuite> elements: the root <testsuites> element does not carry totals in every reporter.
  const count = (attribute: string) =>
    [...xml.matchAll(new RegExp(`<testsuite\\b[^>]*\\s${attribute}="(\\d+)"`, 'g'))].reduce(
      (sum, m) => sum + Number(m[1]),
      0,
    );
  const tests = count('tests');
  const bad = count('failures') + count('errors');
  const skipped = count('skipped');
  console.log(`${layer}: ${tests - bad - skipped} passed, ${bad} failed, ${skipped} skipped`);
  if (tests === 0) {
    console.error(`${layer} ran no test.`);
    broken = true;
  }
  passed += tests - bad - skipped;
  failed += bad;
}
console.log(`${passed} passed, ${failed} failed`);

// What the feature runs cost, scenario by scenario (issue 20; npm run bench tables it by feature).
const featureRuns: [run: string, name: string][] = [
  ['features', 'cucumber.ndjson'],
  ['features, split', 'cucumber-split.ndjson'],
];
for (const [run, name] of featureRuns) {
  const streams = messageStreamsIn(folders, name);
  const times = scenarioTimesFromNdjson(streams.join('\n'));
  if (streams.length > 1) {
    const html = `reports/${name.replace('.ndjson', '.html')}`;
    mkdirSync('reports', { recursive: true });
    await writeHtmlReport(runEnvelopes(streams), html);
    console.log(`${run}: the ${streams.length} shards' reports merged into ${html}`);
  }
  if (times)
    console.log(
      `${run}: ${times.scenarios} scenarios, median ${times.median.toFixed(2)} s, p90 ${times.p90.toFixed(2)} s a scenario`,
    );
  // A scenario that failed gets a second try (cucumber.cjs): one that passed only then is flaky.
  const retried = streams.flatMap((stream) => retriedScenarios(stream));
  if (retried.length > 0) {
    console.log(
      `${run}: ${retried.length} scenario(s) failed and were tried again — flaky until their cause is fixed:`,
    );
    for (const scenario of retried)
      console.log(
        `  ${scenario.where} ${scenario.name}: ${scenario.passedInTheEnd ? 'passed on the second try' : 'failed again'}`,
      );
  }
}
if (broken || failed > 0) process.exit(1);
