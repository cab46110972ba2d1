import type { Envelope } from '@cucumber/messages';
import type { Command } from '../command.ts';
import { readProject } from './steps.ts';

/** `features/basket.feature:12` as a file and a line; a path without a line names every scenario of it. */
function place(path: string): { uri: string; line?: number } {
  const match = /^(.*):(\d+)$/.exec(path);
  return match ? { uri: match[1] ?? path, line: Number(match[2]) } : { uri: path };
}

/**
 * `wip [feature files or feature:line…]`: runs the work in progress — exactly the scenarios tagged
 * `@wip` (all of them, or those at the paths given), whatever tag filter the project's runs have — and
 * says of each what it is: still pending (failing, at which step, as a scenario written before its
 * behaviour is built should), or now passing (its tag can go). A step nobody has written yet is listed
 * as the developers' work, with its snippet. A failed scenario is not tried again, and no report is
 * written: those of the last full run stay as they are.
 */
export const wip: Command = {
  summary: 'runs the @wip scenarios (or those at the paths given): which still fail as expected, which now pass',
  options: {},
  positionals: '[feature files or feature:line…]',
  async run({ positionals }, config) {
    const { cucumber, all, library, definitions, settings } = await readProject(config);
    const { runCucumber } = await import('@cucumber/cucumber/api');
    const { runResults } = await import('../../livingDocs/runResults.ts');
    const { unmatchedSteps } = await import('../../catalogueProblems.ts');
    const envelopes: Envelope[] = [];
    const { run } = cucumber;
    await runCucumber(
      {
        ...run,
        // The support code this process has loaded already: importing its files again registers nothing.
        support: library,
        sources: {
          ...run.sources,
          ...(positionals.length > 0 && { paths: positionals }),
          tagExpression: '@wip',
        },
        runtime: { ...run.runtime, retry: 0, retryTagFilter: '' },
        formats: { ...run.formats, files: {} },
      },
      { cwd: process.cwd() },
      (envelope) => envelopes.push(envelope),
    );
    const ran = runResults(envelopes, 'wip').results.filter((scenario) => scenario.status !== 'outside');
    if (ran.length === 0) {
      const named = positionals.map(place);
      const built = all.filter((scenario) =>
        named.some(
          ({ uri, line }) => scenario.uri === uri && line === scenario.line && !scenario.tags.includes('@wip'),
        ),
      );
      if (built.length > 0) {
        console.error(
          built
            .map(
              (scenario) =>
                `${scenario.uri}:${scenario.line} "${scenario.name}" is not work in progress: it has no @wip tag, and runs with the suite.`,
            )
            .join('\n'),
        );
        return 2;
      }
      console.log(
        `No scenario tagged @wip${positionals.length > 0 ? ` at ${positionals.join(', ')}` : ''}: there is no work in progress.`,
      );
      return 0;
    }
    const written = all.filter((scenario) =>
      ran.some((each) => each.uri === scenario.uri && each.line === scenario.line),
    );
    /** Whether the step a scenario failed at is one no definition matches. */
    const failedUndefined = ({ uri, line, failure }: (typeof ran)[number]) => {
      const step = written
        .find((scenario) => scenario.uri === uri && scenario.line === line)
        ?.steps.find((each) => each.line === failure?.line);
      return step !== undefined && !definitions.some((definition) => definition.match(step.text));
    };
    let pending = 0;
    console.log('');
    for (const scenario of ran) {
      const where = `${scenario.uri}:${scenario.line} "${scenario.name}"`;
      if (scenario.status === 'passed') {
        console.log(`now passing: ${where}: remove its @wip tag, and it proves its clause.`);
        continue;
      }
      pending += 1;
      console.log(
        `pending: ${where} fails${scenario.failure ? ` at ${scenario.failure.step}` : ''}${
          failedUndefined(scenario) ? ', a step nobody has written yet' : ', as it should until its behaviour is built'
        }.`,
      );
    }
    const needed = unmatchedSteps(definitions, written, settings);
    if (needed.length > 0) console.log(`\nFor the developers, the steps to write:\n${needed.join('\n')}`);
    console.log(`\n${pending} pending, ${ran.length - pending} now passing.`);
    // It tells what the work in progress is; a scenario of it failing is what it is for.
    return 0;
  },
};
