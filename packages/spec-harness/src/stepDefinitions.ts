/**
 * The project's step definitions as cucumber-js registers them, grouped by the function they share
 * (a step's phrasings: one function may be registered as a When and as a Given, each in every
 * language), with what each step says of itself (stepDocs.ts).
 */
import { readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import type { ISupportCodeLibrary } from '@cucumber/cucumber/api';
import { readCucumberProject, type CucumberProject } from './cucumberProject.ts';
import { docAbove, docOf, notesOf, type StepDoc } from './stepDocs.ts';

/** The keywords a step is registered with, in the catalogue's order (`Unknown`: cucumber-js's defineStep). */
export const KEYWORDS = ['Given', 'When', 'Then', 'Unknown'] as const;
export type DefinitionKeyword = (typeof KEYWORDS)[number];
export interface Definition {
  pattern: string;
  /** The Gherkin language of its words (stepLanguages.ts). */
  language: string;
  /** The keyword the pattern was registered with (Given, When, Then; Unknown for defineStep). */
  keyword: DefinitionKeyword;
  uri: string;
  line: number;
  code: unknown;
  arity: number;
  match: (text: string) => unknown;
}

/** What a loaded step definition carries. The API's public type keeps it opaque; the fields are cucumber-js's own. */
interface LoadedDefinition {
  pattern: string | RegExp;
  keyword: DefinitionKeyword;
  uri: string;
  line: number;
  unwrappedCode: (...args: unknown[]) => unknown;
  expression: { match(text: string): unknown };
}

/**
 * A definition's file as a path from the working folder. cucumber-js takes it from a stack trace, where
 * a file loaded through tsx is a URL: under a folder named with a space or Cyrillic letters (`Мои
 * проекты`) it arrives percent-encoded (`../../%D0%9C%D0%BE%D0%B8%20…`), a path no file has.
 */
export function definitionPath(uri: string, cwd = process.cwd()): string {
  let decoded = uri;
  try {
    decoded = decodeURIComponent(uri);
  } catch {
    // A file name with a lone % is a name, not an encoding.
  }
  return relative(cwd, resolve(cwd, decoded)).split(sep).join('/');
}

/**
 * The project's support code (step definitions, hooks, parameter types), loaded by cucumber-js with
 * the project's own configuration (and the options of its npm script), as cucumberProject.ts read it
 * (read here when not given). A process loads it once: its files are modules, registered when first
 * imported, so a run of cucumber-js in the same process is handed this library.
 */
export async function loadSupportCode(
  cucumber?: Pick<CucumberProject, 'run' | 'configuration'>,
): Promise<ISupportCodeLibrary> {
  const { run, configuration } = cucumber ?? (await readCucumberProject(process.cwd()));
  const { needsTypeScript, registerTypeScript } = await import('./typescriptSupport.ts');
  if (needsTypeScript(configuration)) await registerTypeScript();
  const { loadSupport } = await import('@cucumber/cucumber/api');
  return loadSupport(run);
}

/** The step definitions of a support code library, each with its language as `languageOf` tells it. */
export function definitionsIn(
  library: ISupportCodeLibrary,
  languageOf: (pattern: string, matches: (text: string) => boolean) => string = () => '',
): Definition[] {
  const { stepDefinitions } = library as unknown as { stepDefinitions: LoadedDefinition[] };
  return stepDefinitions.map((definition) => ({
    pattern: String(definition.pattern),
    language: languageOf(String(definition.pattern), (text) => definition.expression.match(text) !== null),
    keyword: definition.keyword,
    uri: definitionPath(definition.uri),
    line: definition.line,
    code: definition.unwrappedCode,
    arity: definition.unwrappedCode.length,
    match: (text: string) => definition.expression.match(text),
  }));
}

/** The project's step definitions (loadSupportCode, definitionsIn). */
export async function loadDefinitions(
  cucumber?: Pick<CucumberProject, 'run' | 'configuration'>,
  languageOf?: (pattern: string, matches: (text: string) => boolean) => string,
): Promise<Definition[]> {
  return definitionsIn(await loadSupportCode(cucumber), languageOf);
}

/** One step function: all its phrasings, where it is, and its comment. */
export interface StepFunction {
  name: string;
  uri: string;
  /** The line of the function (or of its first registration when it cannot be found). */
  line: number;
  /** Its definitions in the order they were registered. */
  definitions: Definition[];
  /** Undefined when the step says nothing of itself (stepDocs.ts). */
  doc: StepDoc | undefined;
}

/**
 * Groups the definitions by the function they share, and reads what each says of itself: its
 * `stepDoc` notes, else the comment above its named function, else the comment above its first registration.
 */
export function catalogue(
  definitions: Definition[],
  readSource: (uri: string) => string = (uri) => readFileSync(uri, 'utf8'),
): StepFunction[] {
  const byCode = new Map<unknown, Definition[]>();
  for (const definition of definitions)
    byCode.set(definition.code, [...(byCode.get(definition.code) ?? []), definition]);
  const sources = new Map<string, string>();
  return [...byCode.entries()]
    .map(([code, registered]) => {
      const first = registered[0] as Definition;
      const name = typeof code === 'function' ? code.name : '';
      if (!sources.has(first.uri)) sources.set(first.uri, readSource(first.uri));
      const source = sources.get(first.uri) ?? '';
      const found = name === '' ? undefined : docOf(source, name);
      return {
        name,
        uri: first.uri,
        line: found?.line ?? first.line,
        definitions: registered,
        doc: notesOf(code) ?? (found ? found.doc : docAbove(source, first.line)),
      };
    })
    .sort((a, b) => a.uri.localeCompare(b.uri) || a.line - b.line);
}

/** One phrasing of a step in each language, under one keyword. */
export interface Phrasings {
  keyword: DefinitionKeyword;
  /** By language; a language without this phrasing has none. */
  in: Readonly<Record<string, Definition | undefined>>;
}

/** The phrasings of a function, keyword by keyword, the languages side by side in registration order. */
export function phrasingsOf(step: StepFunction, languages: readonly string[]): Phrasings[] {
  const rows: Phrasings[] = [];
  // The keyword it was registered with first leads (a When before its Given twin in the past tense).
  for (const keyword of new Set(step.definitions.map((definition) => definition.keyword))) {
    const under = step.definitions.filter((definition) => definition.keyword === keyword);
    const by = languages.map((language) => under.filter((definition) => definition.language === language));
    const count = Math.max(...by.map((list) => list.length));
    for (let index = 0; index < count; index++)
      rows.push({ keyword, in: Object.fromEntries(languages.map((language, at) => [language, by[at]?.[index]])) });
  }
  return rows;
}

/** The keyword a function is listed under: the one it was registered with first. */
export const homeOf = (step: StepFunction): DefinitionKeyword => (step.definitions[0] as Definition).keyword;

/** The topic a function is filed under: its `@topic` if the list has it, else none (the check says so). */
export const topicOf = (step: StepFunction, topics: readonly string[]): string | undefined =>
  topics.includes(step.doc?.topic ?? '') ? step.doc?.topic : undefined;

/** The examples of a definition: those of its function's comment that match its pattern. */
export const examplesOf = (step: StepFunction, definition: Definition): string[][] =>
  (step.doc?.examples ?? []).filter(([text]) => definition.match(text ?? '') !== null);
