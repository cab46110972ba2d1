/**
 * The scenarios of the feature files as Cucumber runs them: one per example row, with their tags and
 * steps (text after parameter substitution, and the line of the step in its file). Shared by the
 * spec-coverage table and the step catalogue. Russian features (`# language: ru`) are read too: the
 * token matcher follows the language comment.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { AstBuilder, compile, GherkinClassicTokenMatcher, Parser } from '@cucumber/gherkin';
import { IdGenerator, type GherkinDocument } from '@cucumber/messages';

export interface ScenarioStep {
  text: string;
  line: number;
  /** Given, When or Then, by what the step does in its scenario (And and But take the one before). */
  keyword?: StepKeyword;
  /** The keyword as the feature writes it, in its language (`Дано`, `And`). */
  written?: string;
  /** The data table under the step, row by row (absent when it has none). */
  table?: string[][];
  /** The text block under the step (absent when it has none). */
  docString?: string;
}

export type StepKeyword = 'Given' | 'When' | 'Then';
/** Given, When or Then for a Gherkin keyword type (a pickle step's `type`, an AST step's `keywordType`). */
export const KEYWORDS: Partial<Record<string, StepKeyword>> = { Context: 'Given', Action: 'When', Outcome: 'Then' };

export interface Scenario {
  uri: string;
  /** The line of the scenario, or of its example row for an outline. */
  line: number;
  name: string;
  tags: string[];
  /** The feature's language, from its `# language:` comment (`en` without one). */
  language: string;
  steps: ScenarioStep[];
}

export function featureFilesIn(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.feature'))
    .sort()
    .map((file) => `${folder}/${file}`);
}

/** The Gherkin document (the AST: Background, Rule, Scenario and Examples as written) of a feature's text. */
export function parseFeature(text: string, newId: IdGenerator.NewId = IdGenerator.incrementing()): GherkinDocument {
  return new Parser(new AstBuilder(newId), new GherkinClassicTokenMatcher()).parse(text);
}

export function scenariosOf(uri: string): Scenario[] {
  return scenariosOfText(uri, readFileSync(uri, 'utf8'));
}

/** The scenarios of a feature's text, as `scenariosOf` reads them from its file. */
/** The line of every node of a Gherkin document that has an id (scenarios, Examples rows, steps). */
export function lineOfNodes(document: GherkinDocument): Map<string, number> {
  const lines = new Map<string, number>();
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const record = node as { id?: unknown; location?: { line: number } };
    if (typeof record.id === 'string' && record.location) lines.set(record.id, record.location.line);
    for (const value of Object.values(node)) visit(value);
  };
  visit(document.feature);
  return lines;
}

/** Each step's keyword as written, by the step's id. */
function keywordsOfSteps(document: GherkinDocument): Map<string, string> {
  const keywords = new Map<string, string>();
  const visit = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    const record = node as { id?: unknown; keyword?: unknown; text?: unknown };
    if (typeof record.id === 'string' && typeof record.keyword === 'string' && typeof record.text === 'string')
      keywords.set(record.id, record.keyword.trim());
    for (const value of Object.values(node)) visit(value);
  };
  visit(document.feature);
  return keywords;
}

export function scenariosOfText(uri: string, text: string): Scenario[] {
  const newId = IdGenerator.incrementing();
  const document = parseFeature(text, newId);
  const lines = lineOfNodes(document);
  const written = keywordsOfSteps(document);
  const language = document.feature?.language ?? 'en';
  return compile(document, uri, newId).map((pickle) => ({
    uri,
    line: lines.get(pickle.astNodeIds.at(-1) ?? '') ?? 0,
    name: pickle.name,
    tags: pickle.tags.map((tag) => tag.name),
    language,
    steps: pickle.steps.map((step) => ({
      text: step.text,
      line: lines.get(step.astNodeIds[0] ?? '') ?? 0,
      keyword: KEYWORDS[step.type ?? ''],
      written: written.get(step.astNodeIds[0] ?? ''),
      ...(step.argument?.dataTable && {
        table: step.argument.dataTable.rows.map((row) => row.cells.map((c) => c.value)),
      }),
      ...(step.argument?.docString && { docString: step.argument.docString.content }),
    })),
  }));
}

export function scenariosIn(folder: string): Scenario[] {
  return featureFilesIn(folder).flatMap(scenariosOf);
}
