/**
 * The step catalogue for analysts: every step of features/steps/, in English and in Russian, with its
 * parameters, one example and the scenarios that use it; unused steps flagged. `npm run features:steps`
 * writes docs/steps.md; with `--check` (in `npm test`) it fails when the file is stale or a step has
 * no Russian phrasing.
 *
 * A step's two phrasings are two Cucumber definitions sharing one function (see
 * features/support/README in docs/writing-features.md), so the catalogue pairs definitions by code.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { loadConfiguration, loadSupport } from '@cucumber/cucumber/api';
import { CucumberExpressionGenerator, ParameterTypeRegistry } from '@cucumber/cucumber-expressions';
import { scenariosIn, type Scenario, type StepKeyword } from './featureFiles.ts';

const OUTPUT = 'docs/steps.md';
const CYRILLIC = /[а-яё]/i;

interface Definition {
  pattern: string;
  uri: string;
  line: number;
  code: unknown;
  arity: number;
  match: (text: string) => unknown;
}

export interface CatalogueStep {
  en: Definition | undefined;
  ru: Definition | undefined;
  uses: { uri: string; line: number; text: string; language: string }[];
}

const PARAMETERS: Record<string, string> = {
  string: 'text in double quotes',
  int: 'a whole number',
  float: 'a number',
  word: 'one word',
};

/** What a loaded step definition carries. The API's public type keeps it opaque; the fields are cucumber-js's own. */
interface LoadedDefinition {
  pattern: string | RegExp;
  uri: string;
  line: number;
  unwrappedCode: (...args: unknown[]) => unknown;
  expression: { match(text: string): unknown };
}

export async function loadDefinitions(): Promise<Definition[]> {
  const { runConfiguration } = await loadConfiguration({ provided: { format: [] } });
  const library = (await loadSupport(runConfiguration)) as unknown as { stepDefinitions: LoadedDefinition[] };
  return library.stepDefinitions.map((definition) => ({
    pattern: String(definition.pattern),
    uri: definition.uri,
    line: definition.line,
    code: definition.unwrappedCode,
    arity: definition.unwrappedCode.length,
    match: (text: string) => definition.expression.match(text),
  }));
}

/** Pairs the English and Russian phrasings of each step (one function, two definitions) and finds their uses. */
export function catalogue(definitions: Definition[], scenarios: Scenario[]): CatalogueStep[] {
  const byCode = new Map<unknown, CatalogueStep>();
  for (const definition of definitions) {
    const step = byCode.get(definition.code) ?? { en: undefined, ru: undefined, uses: [] };
    step[CYRILLIC.test(definition.pattern) ? 'ru' : 'en'] = definition;
    byCode.set(definition.code, step);
  }
  const steps = [...byCode.values()];
  const seen = new Set<string>();
  for (const scenario of scenarios) {
    for (const { text, line } of scenario.steps) {
      const key = `${scenario.uri}:${line}:${text}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const step = steps.find((candidate) =>
        [candidate.en, candidate.ru].some((definition) => definition?.match(text)),
      );
      step?.uses.push({ uri: scenario.uri, line, text, language: scenario.language });
    }
  }
  return steps.sort((a, b) => {
    const left = a.en ?? a.ru;
    const right = b.en ?? b.ru;
    return (left?.uri ?? '').localeCompare(right?.uri ?? '') || (left?.line ?? 0) - (right?.line ?? 0);
  });
}

function parametersOf(step: CatalogueStep): string {
  const pattern = (step.en ?? step.ru)?.pattern ?? '';
  const names = [...pattern.matchAll(/\{(\w*)\}/g)].map((match) => PARAMETERS[match[1] ?? ''] ?? `{${match[1]}}`);
  const extra = ((step.en ?? step.ru)?.arity ?? 0) > names.length ? ['a table or text block under the step'] : [];
  const all = [...names, ...extra];
  return all.length === 0 ? '—' : all.map((name, index) => `${index + 1}. ${name}`).join('<br>');
}

/** A made-up example for a step nobody uses yet. */
function exampleFrom(pattern: string): string {
  return pattern
    .replace(/\{string\}/g, '"…"')
    .replace(/\{int\}/g, '1')
    .replace(/\{float\}/g, '1.5')
    .replace(/\{word\}/g, 'word');
}

const cell = (text: string) => text.replace(/\|/g, '\\|');
const code = (text: string) => `\`${cell(text)}\``;

function usesOf(step: CatalogueStep): string {
  if (step.uses.length === 0) return '**unused**';
  const places = [...new Set(step.uses.map((use) => `${use.uri.replace(/^features\//, '')}:${use.line}`))];
  const shown = places.slice(0, 4).join(', ');
  return places.length > 4 ? `${shown} and ${places.length - 4} more` : shown;
}

function titleOf(uri: string): string {
  const noun = (uri.split('/').pop() ?? uri).replace(/_steps\.ts$|\.ts$/, '').replace(/_/g, ' ');
  return noun.charAt(0).toUpperCase() + noun.slice(1);
}

export function renderCatalogue(steps: CatalogueStep[]): string {
  const unused = steps.filter((step) => step.uses.length === 0).length;
  const lines = [
    '# Step catalogue',
    '',
    '<!-- Generated by `npm run features:steps` from features/steps/ and features/*.feature. Do not edit. -->',
    '',
    `${steps.length} steps, each with an English and a Russian phrasing (\`# language: ru\` features use`,
    `the Russian one); ${unused} unused. How to write a scenario: [writing-features.md](writing-features.md).`,
    'Parameters are typed where the step says: `"text"` in double quotes, numbers as digits.',
    '',
  ];
  const files = [...new Set(steps.map((step) => (step.en ?? step.ru)?.uri ?? ''))];
  for (const file of files) {
    lines.push(`## ${titleOf(file)}`, '', `Defined in [${file}](../${file}).`, '');
    lines.push('| step | шаг | parameters | example | used in |', '| --- | --- | --- | --- | --- |');
    for (const step of steps.filter((candidate) => ((candidate.en ?? candidate.ru)?.uri ?? '') === file)) {
      const example = step.uses.find((use) => use.language === 'en')?.text ?? exampleFrom(step.en?.pattern ?? '');
      lines.push(
        `| ${step.en ? code(step.en.pattern) : '—'} | ${step.ru ? code(step.ru.pattern) : '**missing**'} | ${parametersOf(step)} | ${code(example)} | ${usesOf(step)} |`,
      );
    }
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** A ready-to-paste definition for a step text no definition matches (Cucumber's own expression generator). */
export function snippetFor(text: string, keyword: StepKeyword = 'When'): string {
  const registry = new ParameterTypeRegistry();
  const [expression] = new CucumberExpressionGenerator(() => registry.parameterTypes).generateExpressions(text);
  const source = (expression?.source ?? text).replace(/'/g, "\\'");
  const parameters = (expression?.parameterNames ?? []).map(
    (name, index) =>
      `${name}${index + 1}: ${/^(int|float|double|bigdecimal|biginteger|byte|short|long)/.test(name) ? 'number' : 'string'}`,
  );
  // Every step has both phrasings, one function under two registrations (docs/writing-features.md):
  // the snippet leaves the other language's words to the writer, English first.
  const russian = CYRILLIC.test(text);
  const other = `<the same step in ${russian ? 'English' : 'Russian'}, with the same parameters>`;
  return [
    `async function newStep(this: SiteWorld${parameters.map((p) => `, ${p}`).join('')}) {`,
    '  // what the visitor does or sees',
    '}',
    `${keyword}('${russian ? other : source}', newStep);`,
    `${keyword}('${russian ? source : other}', newStep);`,
  ].join('\n');
}

/** Steps of the scenarios that match no definition, or more than one. */
export function unmatchedSteps(definitions: Definition[], scenarios: Scenario[]): string[] {
  const problems: string[] = [];
  for (const scenario of scenarios) {
    for (const { text, line, keyword } of scenario.steps) {
      const matching = definitions.filter((definition) => definition.match(text));
      if (matching.length === 1) continue;
      problems.push(
        matching.length === 0
          ? `${scenario.uri}:${line} "${text}" is undefined. Reuse a step of docs/steps.md, or add to features/steps/:\n${snippetFor(text, keyword)}`
          : `${scenario.uri}:${line} "${text}" is ambiguous: ${matching.map((definition) => `${definition.uri}:${definition.line}`).join(', ')}`,
      );
    }
  }
  return [...new Set(problems)];
}

async function main() {
  const definitions = await loadDefinitions();
  const scenarios = scenariosIn();
  const steps = catalogue(definitions, scenarios);
  const text = renderCatalogue(steps);
  if (!process.argv.includes('--check')) {
    writeFileSync(OUTPUT, text);
    console.log(`${OUTPUT}: ${steps.length} steps, ${steps.filter((step) => step.uses.length === 0).length} unused.`);
    return;
  }
  const problems: string[] = unmatchedSteps(definitions, scenarios);
  let current = '';
  try {
    current = readFileSync(OUTPUT, 'utf8');
  } catch {
    // Reported below as stale.
  }
  if (current !== text) problems.push(`${OUTPUT} is out of date: run "npm run features:steps" and commit it.`);
  for (const step of steps) {
    const definition = step.en ?? step.ru;
    if (!step.en || !step.ru)
      problems.push(
        `${definition?.uri}:${definition?.line} "${definition?.pattern}" has no ${step.en ? 'Russian' : 'English'} phrasing: register the same function under both (see docs/writing-features.md).`,
      );
  }
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exitCode = 1;
  } else {
    console.log(`${OUTPUT} is up to date: ${steps.length} steps in English and Russian.`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
