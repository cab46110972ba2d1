/**
 * Traceability: which scenarios encode which section of the spec (site-spec.md), by their
 * `@spec-N` tags (on the feature, the scenario or its examples). `npm run features:coverage`
 * prints the table; with `--check` (in `npm test`) it fails when a scenario has no spec tag or a
 * section the features must cover has no scenario.
 */
import { scenariosIn as allScenarios } from './featureFiles.ts';

/** Spec sections whose rules are behaviour a visitor meets in the browser: each needs a scenario. */
export const SECTIONS_NEEDING_SCENARIOS = [2, 4, 5, 7, 8, 9] as const;
const SECTION_TITLES: Record<number, string> = {
  1: 'What the product does',
  2: 'Screens and routes',
  3: 'Entities and their fields',
  4: 'States and transitions',
  5: 'Validation rules',
  6: 'Roles and permissions',
  7: 'Calls',
  8: 'Error catalogue',
  9: 'Business constants and limits',
};

export interface ScenarioRef {
  uri: string;
  line: number;
  name: string;
  sections: number[];
}

/** Every scenario (one per example row) of the feature files in a folder, with its spec sections. */
export function scenariosIn(folder = 'features'): ScenarioRef[] {
  return allScenarios(folder).map(({ uri, line, name, tags }) => ({
    uri,
    line,
    name,
    sections: tags.flatMap((tag) => {
      const section = /^@spec-(\d+)$/.exec(tag)?.[1];
      return section ? [Number(section)] : [];
    }),
  }));
}

function main() {
  const scenarios = scenariosIn();
  const rows = Object.entries(SECTION_TITLES).map(([section, title]) => {
    const covering = scenarios.filter((scenario) => scenario.sections.includes(Number(section)));
    const features = [...new Set(covering.map((scenario) => scenario.uri.replace(/^features\//, '')))];
    return { section: Number(section), title, count: covering.length, features };
  });
  console.log('| spec section | scenarios | features |');
  console.log('| --- | ---: | --- |');
  for (const row of rows) console.log(`| ${row.section}. ${row.title} | ${row.count} | ${row.features.join(', ')} |`);

  if (!process.argv.includes('--check')) return;
  const problems = [
    ...scenarios
      .filter((scenario) => scenario.sections.length === 0)
      .map(
        (scenario) =>
          `${scenario.uri}:${scenario.line} "${scenario.name}" has no @spec-N tag: tag it with the section it encodes`,
      ),
    ...rows
      .filter((row) => (SECTIONS_NEEDING_SCENARIOS as readonly number[]).includes(row.section) && row.count === 0)
      .map(
        (row) =>
          `spec section ${row.section} (${row.title}) has no scenario: write one and tag it @spec-${row.section}`,
      ),
  ];
  if (problems.length > 0) {
    console.error(`\n${problems.join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log(
      `\n${scenarios.length} scenarios, every one traced to the spec; sections ${SECTIONS_NEEDING_SCENARIOS.join(', ')} all covered.`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
