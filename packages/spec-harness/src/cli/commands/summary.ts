import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Command } from '../command.ts';

/** The sum of the `<testsuite>` elements' attribute: the root `<testsuites>` does not carry totals in every reporter. */
const sumOf = (xml: string, attribute: string) =>
  [...xml.matchAll(new RegExp(`<testsuite\\b[^>]*\\s${attribute}="(\\d+)"`, 'g'))].reduce(
    (sum, match) => sum + Number(match[1]),
    0,
  );

/**
 * `summary [report folders…]`: the tests each layer ran, from its JUnit file, and a closing
 * "N passed, N failed" line. It fails when a layer's file is missing or it ran no test, so a silently
 * empty suite cannot pass the gate. Folders of a run split into shards (CI runners) are summed as one:
 * a layer needs its file in at least one of them, and each feature run's message streams are merged
 * into one HTML report in the reports folder. Then, per feature run, what its scenarios cost and which
 * needed a second try.
 */
export const summary: Command = {
  summary: "adds up the layers' JUnit files (of several shards) and fails on a failure or an empty layer",
  options: {},
  positionals: '[report folders…]',
  async run({ positionals }, config) {
    // Loaded when the command runs, so that the command line starts fast for the others.
    const { retriedScenarios } = await import('../../cucumberReports/retriedScenarios.ts');
    const { messageStreamsIn, runEnvelopes } = await import('../../cucumberReports/runMessages.ts');
    const { scenarioTimesFromNdjson } = await import('../../cucumberReports/scenarioTimes.ts');
    const { writeHtmlReport } = await import('../../cucumberReports/writeHtmlReport.ts');
    const folders = positionals.length > 0 ? positionals : [config.reports.folder];
    let passed = 0;
    let failed = 0;
    let broken = false;
    for (const [layer, name] of Object.entries(config.reports.junit)) {
      const files = folders.map((folder) => join(folder, name)).filter((file) => existsSync(file));
      if (files.length === 0) {
        console.error(`${layer}: ${name} is missing from ${folders.join(', ')} — did the layer run?`);
        broken = true;
        continue;
      }
      const xml = files.map((file) => readFileSync(file, 'utf8')).join('\n');
      const tests = sumOf(xml, 'tests');
      const bad = sumOf(xml, 'failures') + sumOf(xml, 'errors');
      const skipped = sumOf(xml, 'skipped');
      console.log(`${layer}: ${tests - bad - skipped} passed, ${bad} failed, ${skipped} skipped`);
      if (tests === 0) {
        console.error(`${layer} ran no test.`);
        broken = true;
      }
      passed += tests - bad - skipped;
      failed += bad;
    }
    console.log(`${passed} passed, ${failed} failed`);

    for (const { label, file } of config.reports.runs) {
      const streams = messageStreamsIn(folders, file);
      const times = scenarioTimesFromNdjson(streams.join('\n'));
      if (streams.length > 1) {
        const html = join(config.reports.folder, file.replace(/\.ndjson$/, '.html'));
        mkdirSync(config.reports.folder, { recursive: true });
        await writeHtmlReport(runEnvelopes(streams), html);
        console.log(`${label}: the ${streams.length} shards' reports merged into ${html}`);
      }
      const retried = streams.flatMap((stream) => retriedScenarios(stream));
      // A retried scenario took more than one attempt; the times are the attempts', as the run paid for them.
      const extra = retried.reduce((sum, scenario) => sum + scenario.failedAttempts, 0);
      if (times)
        console.log(
          extra === 0
            ? `${label}: ${times.scenarios} scenarios, median ${times.median.toFixed(2)} s, p90 ${times.p90.toFixed(2)} s a scenario`
            : `${label}: ${times.scenarios - extra} scenarios in ${times.scenarios} attempts, median ${times.median.toFixed(2)} s, p90 ${times.p90.toFixed(2)} s an attempt`,
        );
      // A scenario that failed gets another try (when the runner retries): one that passed only then is
      // flaky; one that failed every time is a failure (its run has failed).
      const flaky = retried.filter((scenario) => scenario.passedInTheEnd);
      const failing = retried.filter((scenario) => !scenario.passedInTheEnd);
      if (flaky.length > 0) {
        console.log(
          `${label}: ${flaky.length} scenario(s) passed only when tried again — flaky until their cause is fixed:`,
        );
        for (const scenario of flaky)
          console.log(
            `  ${scenario.where} ${scenario.name}: passed after ${scenario.failedAttempts} failed attempt(s)`,
          );
      }
      if (failing.length > 0) {
        console.log(`${label}: ${failing.length} scenario(s) failed on every try:`);
        for (const scenario of failing)
          console.log(`  ${scenario.where} ${scenario.name}: failed ${scenario.failedAttempts + 1} times`);
      }
    }
    return broken || failed > 0 ? 1 : 0;
  },
};
