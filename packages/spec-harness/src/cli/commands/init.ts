import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { CONFIG_FILES } from '../../config.ts';
import type { ParsedArgs } from '../strictArgs.ts';

const SPECIFICATION = 'docs/specification.md';

/** A feature as `init` drafts it: its file, its name, and each scenario's name, line and steps as written. */
export interface DraftFeature {
  uri: string;
  name: string;
  scenarios: { name: string; line: number; steps: string[] }[];
}

/**
 * A first specification drafted from the features: a section per feature, a clause per scenario whose
 * text is the scenario's steps, for the analysts to rewrite as the requirement the scenario proves.
 */
export function draftSpecification(title: string, features: readonly DraftFeature[]): string {
  const sections = features.map((feature, index) =>
    [
      `## ${index + 1}. ${feature.name}`,
      '',
      ...feature.scenarios.flatMap((scenario, at) => [
        `### ${index + 1}.${at + 1} ${scenario.name}`,
        '',
        `Drafted from ${feature.uri}:${scenario.line}; say here what it requires, in words its scenarios are read against:`,
        '',
        ...scenario.steps.map((step) => `- ${step}`),
        '',
      ]),
    ].join('\n'),
  );
  return `# ${title}\n\n${sections.join('\n')}`.trimEnd() + '\n';
}

/** A feature's text with a `@spec-<id>` tag line above the scenario at each line given (indented as it is). */
export function tagScenarios(text: string, tags: ReadonlyMap<number, string>): string {
  return text
    .split('\n')
    .flatMap((line, index) => {
      const id = tags.get(index + 1);
      return id === undefined ? [line] : [`${/^\s*/.exec(line)?.[0] ?? ''}@spec-${id}`, line];
    })
    .join('\n');
}

const CONFIG = `// The specification harness (npx spec-harness --help). Only what differs from the defaults goes here:
// the features and step folders come from cucumber-js's configuration, every section needs proof.
export default { specification: '${SPECIFICATION}' };
`;

const README = `
## Specification

The requirements are in [${SPECIFICATION}](${SPECIFICATION}), clause by clause; each scenario names
the clauses it proves with a tag such as \`@spec-1.1\`.

- \`npx spec-harness coverage --check\`: every clause proved, none changed since its scenarios were read.
- \`npx spec-harness coverage --accept 1.1\`: record that clause 1.1's scenarios were read against its words.
- \`npx spec-harness style --check\`, \`npx spec-harness steps --check\`: the features read as behaviour; every step is defined, and listed in docs/steps.md.
- \`npx spec-harness living\`: after a run that writes \`message:reports/cucumber.ndjson\`, the living documentation in reports/living/.
`;

/**
 * `init [--tag]`: a first config, a specification drafted from the features and a README section;
 * with --tag, each scenario gets the tag of its clause. Writes nothing a project already has.
 */
export async function init({ values }: ParsedArgs, root: string): Promise<number> {
  const existing = CONFIG_FILES.find((name) => existsSync(join(root, name)));
  if (existing) {
    console.error(`spec-harness init: ${existing} is there already; the harness is set up (npx spec-harness --help).`);
    return 2;
  }
  const { readCucumberProject } = await import('../../cucumberProject.ts');
  const { featureFilesIn, parseFeature } = await import('../../featureFiles.ts');
  const { featuresFolder } = await readCucumberProject(root);
  const folder = join(root, featuresFolder);
  const files = existsSync(folder) ? featureFilesIn(folder) : [];
  const features = files.map((path): DraftFeature & { path: string } => {
    const feature = parseFeature(readFileSync(path, 'utf8')).feature;
    const scenarios = (feature?.children ?? []).flatMap((child) =>
      [child.scenario, ...(child.rule?.children.map((inner) => inner.scenario) ?? [])].filter((s) => s !== undefined),
    );
    return {
      path,
      uri: path.slice(root.length + 1),
      name: feature?.name ?? path,
      scenarios: scenarios.map((scenario) => ({
        // A scenario without a name is titled by what it checks last.
        name: scenario.name.trim() || (scenario.steps.at(-1)?.text ?? `Scenario of line ${scenario.location.line}`),
        line: scenario.location.line,
        steps: scenario.steps.map((step) => `${step.keyword.trim()} ${step.text}`),
      })),
    };
  });
  if (features.length === 0 && !existsSync(join(root, SPECIFICATION))) {
    console.error(
      `spec-harness init: there is no feature file in ${featuresFolder}/ to draft the specification from: name the features' folder in cucumber-js's \`paths\`, or write the specification (${SPECIFICATION}) first.`,
    );
    return 2;
  }
  const written: string[] = [];
  writeFileSync(join(root, 'spec-harness.config.mjs'), CONFIG);
  written.push('spec-harness.config.mjs');
  if (!existsSync(join(root, SPECIFICATION))) {
    const name = existsSync(join(root, 'package.json'))
      ? ((JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { name?: string }).name ?? 'Specification')
      : 'Specification';
    mkdirSync(dirname(join(root, SPECIFICATION)), { recursive: true });
    writeFileSync(join(root, SPECIFICATION), draftSpecification(name, features));
    written.push(
      `${SPECIFICATION} (${features.length} section${features.length === 1 ? '' : 's'}, drafted from ${featuresFolder}/)`,
    );
    if (values.tag === true)
      features.forEach((feature, index) => {
        const tags = new Map(feature.scenarios.map((scenario, at) => [scenario.line, `${index + 1}.${at + 1}`]));
        writeFileSync(feature.path, tagScenarios(readFileSync(feature.path, 'utf8'), tags));
        written.push(`${feature.uri} (each scenario tagged with its clause)`);
      });
  }
  const readme = join(root, 'README.md');
  if (!existsSync(readme) || !readFileSync(readme, 'utf8').includes('## Specification')) {
    writeFileSync(readme, `${existsSync(readme) ? readFileSync(readme, 'utf8').trimEnd() + '\n' : ''}${README}`);
    written.push('README.md (a section "Specification")');
  }
  console.log(`Wrote ${written.join(', ')}.`);
  console.log(
    values.tag === true
      ? 'Next: rewrite each drafted clause as what it requires, then record the first reviews: npx spec-harness coverage --accept all'
      : 'Next: rewrite each drafted clause as what it requires, tag the scenarios that prove it (@spec-1.1 above the Scenario line), then record the first reviews: npx spec-harness coverage --accept all',
  );
  return 0;
}
