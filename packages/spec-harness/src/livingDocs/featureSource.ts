/**
 * A feature file's scenarios as the analysts wrote them: each scenario's own lines of the file (its
 * tags, title, description and steps), its Examples blocks apart (so a page can show only the blocks
 * that prove a clause), and the Backgrounds that run before it. Russian features (`# language: ru`)
 * are read in their own keywords.
 */
import type { Scenario, Tag } from '@cucumber/messages';
import { parseFeature } from '../featureFiles.ts';

export interface ExamplesSource {
  /** The line of its `Examples:` keyword. */
  line: number;
  /** Its lines of the file, from its tags to its last row. */
  text: string;
  /** The lines of its body rows: the scenarios Cucumber makes of it, one a row. */
  rows: { line: number; cells: string[] }[];
}

export interface ScenarioSource {
  /** The line of its `Scenario:` keyword (a plain scenario's pickle has this line). */
  line: number;
  keyword: string;
  name: string;
  /** The Rule it is written under, with that Rule's Background. */
  rule?: { keyword: string; name: string; background?: string };
  /** Its lines of the file up to its first Examples block, indentation removed. */
  text: string;
  examples: ExamplesSource[];
}

export interface FeatureSource {
  uri: string;
  /** From its `# language:` comment; `en` without one. */
  language: string;
  keyword: string;
  name: string;
  /** The feature's description: the prose under its title (in a Russian feature, the clauses retold). */
  description?: string;
  /** The feature's Background, as written. */
  background?: string;
  scenarios: ScenarioSource[];
}

const start = (node: { location: { line: number }; tags?: readonly Tag[] }) =>
  Math.min(node.location.line, ...(node.tags ?? []).map((tag) => tag.location.line));

/** Lines `from`..`to` (1-based, inclusive) without trailing blank or comment lines, indentation removed. */
function excerpt(lines: readonly string[], from: number, to: number): string {
  const kept = lines.slice(from - 1, to);
  while (kept.length > 0 && /^\s*(#.*)?$/.test(kept.at(-1) ?? '')) kept.pop();
  const indent = Math.min(
    ...kept.filter((line) => line.trim() !== '').map((line) => /^\s*/.exec(line)?.[0].length ?? 0),
  );
  return kept.map((line) => line.slice(Math.min(indent, /^\s*/.exec(line)?.[0].length ?? 0)).trimEnd()).join('\n');
}

export function featureSource(uri: string, text: string): FeatureSource {
  const document = parseFeature(text);
  const feature = document.feature;
  const lines = text.split(/\r?\n/);
  if (!feature) return { uri, language: 'en', keyword: 'Feature', name: uri, scenarios: [] };

  // Where each block of the file (Background, Scenario, Rule) starts: a block ends where the next starts.
  const starts: number[] = [];
  for (const child of feature.children) {
    if (child.rule) starts.push(start(child.rule));
    if (child.background) starts.push(start(child.background));
    if (child.scenario) starts.push(start(child.scenario));
    for (const inner of child.rule?.children ?? []) {
      if (inner.background) starts.push(start(inner.background));
      if (inner.scenario) starts.push(start(inner.scenario));
    }
  }
  starts.sort((a, b) => a - b);
  const endOf = (from: number) => (starts.find((line) => line > from) ?? lines.length + 1) - 1;
  const backgroundText = (background: { location: { line: number } }) =>
    excerpt(lines, start(background), endOf(start(background)));

  const scenarioSource = (scenario: Scenario, rule?: ScenarioSource['rule']): ScenarioSource => {
    const from = start(scenario);
    const to = endOf(from);
    const examplesStarts = scenario.examples.map(start);
    return {
      line: scenario.location.line,
      keyword: scenario.keyword,
      name: scenario.name,
      ...(rule && { rule }),
      text: excerpt(lines, from, (examplesStarts[0] ?? to + 1) - 1),
      examples: scenario.examples.map((examples, index) => ({
        line: examples.location.line,
        text: excerpt(lines, examplesStarts[index] ?? 0, (examplesStarts[index + 1] ?? to + 1) - 1),
        rows: examples.tableBody.map((row) => ({
          line: row.location.line,
          cells: row.cells.map((cell) => cell.value),
        })),
      })),
    };
  };

  const scenarios: ScenarioSource[] = [];
  let background: string | undefined;
  for (const child of feature.children) {
    if (child.background) background = backgroundText(child.background);
    if (child.scenario) scenarios.push(scenarioSource(child.scenario));
    if (child.rule) {
      const ruleBackground = child.rule.children.find((inner) => inner.background)?.background;
      const rule = {
        keyword: child.rule.keyword,
        name: child.rule.name,
        ...(ruleBackground && { background: backgroundText(ruleBackground) }),
      };
      for (const inner of child.rule.children) if (inner.scenario) scenarios.push(scenarioSource(inner.scenario, rule));
    }
  }
  return {
    uri,
    language: feature.language,
    keyword: feature.keyword,
    name: feature.name,
    ...(feature.description.trim() !== '' && { description: excerpt(feature.description.split('\n'), 1, Infinity) }),
    ...(background !== undefined && { background }),
    scenarios,
  };
}
