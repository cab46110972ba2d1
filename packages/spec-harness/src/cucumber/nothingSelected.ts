/**
 * A run that selects no scenario fails, saying why: `npx cucumber-js features/x.feature:17` where line
 * 17 is an Examples table's header, a step or a blank line runs nothing, and cucumber-js would report
 * "0 scenarios" and pass — a check that proved nothing, taken for green. `nothingSelectedPlugin`
 * (plugin/nothingSelected.mjs, in cucumber's `plugin` list) stops such a run; `whyNothing` says what
 * each `file:line` given names instead, and which lines would run.
 */
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import type { Plugin } from '@cucumber/cucumber/api';
import { parseFeature } from '../featureFiles.ts';

/** What line `line` of a feature is, and the lines a run can name in it. */
function whatIsAt(text: string, line: number, file: string): string {
  const feature = parseFeature(text).feature;
  const scenarios = (feature?.children ?? []).flatMap((child) => [
    ...(child.scenario ? [child.scenario] : []),
    ...(child.rule?.children ?? []).flatMap((inner) => (inner.scenario ? [inner.scenario] : [])),
  ]);
  const runnable = scenarios.flatMap((scenario) => [
    scenario.location.line,
    ...scenario.examples.flatMap((examples) => examples.tableBody.map((row) => row.location.line)),
  ]);
  const lines =
    runnable.length > 0
      ? `it runs the scenarios at lines ${runnable.join(', ')} (an outline's line runs all its rows)`
      : 'the file has no scenario';
  const featureTags = (feature?.tags ?? []).map((tag) => tag.name);
  for (const scenario of scenarios) {
    const rows = scenario.examples.flatMap((examples) => examples.tableBody.map((row) => row.location.line));
    if (scenario.location.line === line || rows.includes(line)) {
      // A scenario the run's tags leave out: most often work in progress, which the suite does not run.
      const tags = [...featureTags, ...scenario.tags.map((tag) => tag.name)];
      return tags.includes('@wip')
        ? `line ${line} is "${scenario.name}", work in progress (@wip), which the run's tags leave out: run the work in progress with spec-harness wip ${file}:${line}`
        : `line ${line} is "${scenario.name}", which the run's tags (${tags.join(' ') || 'none on it'}) leave out`;
    }
    for (const examples of scenario.examples) {
      const rows = examples.tableBody.map((row) => row.location.line);
      if (examples.tableHeader?.location.line === line)
        return `line ${line} is the header of an Examples table: name one of its rows (${rows.join(', ')}) or the outline's line (${scenario.location.line}) to run them all`;
      if (examples.location.line === line)
        return `line ${line} is an Examples keyword: name one of its rows (${rows.join(', ')}) or the outline's line (${scenario.location.line})`;
    }
    if (scenario.tags.some((tag) => tag.location.line === line))
      return `line ${line} holds the tags of the scenario at line ${scenario.location.line}: name that line`;
    const step = scenario.steps.find((candidate) => candidate.location.line === line);
    if (step) return `line ${line} is a step of the scenario at line ${scenario.location.line}: name that line`;
  }
  return `no scenario starts at line ${line}: ${lines}`;
}

/** Why the paths given (`features/x.feature:17:30`) ran nothing, one line per line named. */
export function whyNothing(paths: readonly string[], cwd: string): string[] {
  return paths.flatMap((path) => {
    const match = /^(.*?\.feature)((?::\d+)+)$/.exec(path);
    if (!match) return [];
    const [, file = '', lines = ''] = match;
    const absolute = isAbsolute(file) ? file : join(cwd, file);
    if (!existsSync(absolute)) return [`${file} does not exist`];
    const text = readFileSync(absolute, 'utf8');
    return lines
      .slice(1)
      .split(':')
      .map((line) => `${file}:${line}: ${whatIsAt(text, Number(line), file)}`);
  });
}

export const nothingSelectedPlugin: Plugin = {
  type: 'plugin',
  coordinator({ operation, on, transform, environment }) {
    if (operation !== 'runCucumber') return;
    let paths: readonly string[] = [];
    on('paths:resolve', (resolved) => {
      paths = resolved.unexpandedSourcePaths;
    });
    transform('pickles:filter', (pickles) => {
      // A change that reaches no scenario (npm run test:affected) chooses none on purpose.
      if (pickles.length > 0 || environment.env.FOOTPRINT_SELECTION) return pickles;
      const reasons = whyNothing(paths, environment.cwd);
      environment.stderr.write(
        `${[
          'No scenario was selected, so this run would prove nothing.',
          ...reasons.map((reason) => `  ${reason}`),
          ...(reasons.length === 0
            ? [
                `  Nothing in ${paths.join(', ') || 'the features'} matches the run's tags and names.`,
                "  (Work in progress, tagged @wip, is what a suite's tags often leave out: spec-harness wip runs it.)",
              ]
            : []),
        ].join('\n')}\n`,
      );
      // Stopped here, with the reason alone: an error thrown from a plugin reaches the reader wrapped in
      // cucumber's own message and two stack traces, and a run allowed to go on would pass.
      process.exit(1);
    });
  },
};
