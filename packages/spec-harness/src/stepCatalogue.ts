/**
 * The step catalogue for analysts (the config's `steps.catalogue`): every step definition, grouped by
 * what it is about (`steps.topics`), as Given, When or Then, with its English and Russian phrasings,
 * what it does, which part of the page it looks at, anything it does besides its words, and an
 * example in each language.
 *
 * It is written from the step definitions alone — the patterns cucumber-js loads and the JSDoc comment
 * above each step function — so editing a feature never makes it stale. The `steps` command writes
 * it; with `--check` it fails when a scenario's step is undefined or ambiguous, when a step function
 * lacks a phrasing in either language or a part of its comment, when an example does not match its
 * pattern, or when the catalogue is not what the generator writes.
 *
 * A step's phrasings are Cucumber definitions sharing one function: one function may be registered as
 * a When and as a Given, each in English and in Russian.
 */
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { loadConfiguration, loadSupport } from '@cucumber/cucumber/api';
import { CucumberExpressionGenerator, ParameterTypeRegistry } from '@cucumber/cucumber-expressions';
import type { HarnessConfig } from './config.ts';
import { dice } from './likeness.ts';
import type { Scenario, StepKeyword } from './featureFiles.ts';

const CYRILLIC = /[а-яё]/i;
/** Whether a step is Russian, by its own words: an English step may quote a Russian value ("the link "Блог""). */
const isRussianStep = (text: string) => CYRILLIC.test(text.replace(/"[^"]*"/g, ''));

/** What the catalogue takes from the project's config (its `steps`). */
export type CatalogueSettings = HarnessConfig['steps'];

/** The keywords a step is registered with, in the catalogue's order (`Unknown`: cucumber-js's defineStep). */
const KEYWORDS = ['Given', 'When', 'Then', 'Unknown'] as const;
export type DefinitionKeyword = (typeof KEYWORDS)[number];
const WORDS: Record<'en' | 'ru', Record<DefinitionKeyword, string>> = {
  en: { Given: 'Given', When: 'When', Then: 'Then', Unknown: '*' },
  ru: { Given: 'Дано', When: 'Когда', Then: 'Тогда', Unknown: '*' },
};
const ROLES: Record<DefinitionKeyword, string> = {
  Given: 'Given — set the scene',
  When: 'When — what the visitor does',
  Then: 'Then — what is seen',
  Unknown: 'Any keyword',
};

export interface Definition {
  pattern: string;
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

/** The project's step definitions, loaded by cucumber-js with the project's own configuration. */
export async function loadDefinitions(): Promise<Definition[]> {
  const { runConfiguration } = await loadConfiguration({ provided: { format: [] } });
  const library = (await loadSupport(runConfiguration)) as unknown as { stepDefinitions: LoadedDefinition[] };
  return library.stepDefinitions.map((definition) => ({
    pattern: String(definition.pattern),
    keyword: definition.keyword,
    uri: definitionPath(definition.uri),
    line: definition.line,
    code: definition.unwrappedCode,
    arity: definition.unwrappedCode.length,
    match: (text: string) => definition.expression.match(text),
  }));
}

/** The JSDoc comment of a step function, as the catalogue reads it. */
export interface StepDoc {
  description: string;
  topic?: string;
  looks?: string;
  also?: string;
  /** Each example: the step's text, then the lines under it (a table), if any. */
  examples: string[][];
  /** Tags the catalogue does not know (reported by the check). */
  unknownTags: string[];
}

/** Reads a JSDoc comment's text (with or without its delimiters): the description, then `@tag text` blocks. */
export function parseDoc(comment: string): StepDoc {
  const lines = comment
    .replace(/^\s*\/\*\*/, '')
    .replace(/\*\/\s*$/, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\*( |$)/, '').trimEnd());
  const doc: StepDoc = { description: '', examples: [], unknownTags: [] };
  const description: string[] = [];
  let current: { tag: string; lines: string[] } | undefined;
  const blocks: { tag: string; lines: string[] }[] = [];
  for (const line of lines) {
    const tagged = /^\s*@(\w+)\s?(.*)$/.exec(line);
    if (tagged) {
      current = { tag: tagged[1] ?? '', lines: [tagged[2] ?? ''] };
      blocks.push(current);
    } else if (current) current.lines.push(line);
    else description.push(line);
  }
  doc.description = paragraphs(description);
  for (const { tag, lines: text } of blocks) {
    if (tag === 'example') {
      const rows = text.map((line) => line.trim()).filter((line) => line !== '');
      if (rows.length > 0) doc.examples.push(rows);
    } else if (tag === 'topic' || tag === 'looks' || tag === 'also') doc[tag] = paragraphs(text);
    else doc.unknownTags.push(tag);
  }
  return doc;
}

/** Joins a comment's lines into paragraphs: lines run on, a blank line starts a new paragraph. */
function paragraphs(lines: string[]): string {
  return lines
    .join('\n')
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .join(' '),
    )
    .join('\n\n');
}

/** Finds the function `name` in a step file's source: its line, and the JSDoc comment directly above it. */
export function docOf(source: string, name: string): { line: number; doc: StepDoc | undefined } | undefined {
  const declaration = new RegExp(`^(?:export\\s+)?(?:async\\s+)?function\\s+${name}\\s*\\(`, 'm').exec(source);
  if (!declaration) return undefined;
  const before = source.slice(0, declaration.index);
  const line = before.split('\n').length;
  const end = before.trimEnd();
  if (!end.endsWith('*/')) return { line, doc: undefined };
  const start = end.lastIndexOf('/**');
  if (start === -1) return { line, doc: undefined };
  return { line, doc: parseDoc(end.slice(start)) };
}

/** One step function: all its phrasings, where it is, and its comment. */
export interface StepFunction {
  name: string;
  uri: string;
  /** The line of the function (or of its first registration when it cannot be found). */
  line: number;
  /** Its definitions in the order they were registered. */
  definitions: Definition[];
  /** Undefined when the function has no JSDoc comment directly above it. */
  doc: StepDoc | undefined;
  /** False when the function could not be found in its file by its name (an anonymous function). */
  found: boolean;
}

const languageOf = (definition: Definition): 'en' | 'ru' => (isRussianStep(definition.pattern) ? 'ru' : 'en');

/** Groups the definitions by the function they share, and reads each function's comment from its file. */
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
      const found = name === '' ? undefined : docOf(sources.get(first.uri) ?? '', name);
      return {
        name,
        uri: first.uri,
        line: found?.line ?? first.line,
        definitions: registered,
        doc: found?.doc,
        found: found !== undefined,
      };
    })
    .sort((a, b) => a.uri.localeCompare(b.uri) || a.line - b.line);
}

/** The phrasings of a function, keyword by keyword, English and Russian side by side in registration order. */
export function phrasingsOf(
  step: StepFunction,
): { keyword: DefinitionKeyword; en: Definition | undefined; ru: Definition | undefined }[] {
  const pairs: { keyword: DefinitionKeyword; en: Definition | undefined; ru: Definition | undefined }[] = [];
  // The keyword it was registered with first leads (a When before its Given twin in the past tense).
  for (const keyword of new Set(step.definitions.map((definition) => definition.keyword))) {
    const under = step.definitions.filter((definition) => definition.keyword === keyword);
    const en = under.filter((definition) => languageOf(definition) === 'en');
    const ru = under.filter((definition) => languageOf(definition) === 'ru');
    for (let index = 0; index < Math.max(en.length, ru.length); index++)
      pairs.push({ keyword, en: en[index], ru: ru[index] });
  }
  return pairs;
}

/** The keyword a function is listed under: the one it was registered with first. */
const homeOf = (step: StepFunction): DefinitionKeyword => (step.definitions[0] as Definition).keyword;

/** The topic a function is filed under: its `@topic` if the list has it, else none (the check says so). */
const topicOf = (step: StepFunction, topics: readonly string[]): string | undefined =>
  topics.includes(step.doc?.topic ?? '') ? step.doc?.topic : undefined;

/** The examples of a definition: those of its function's comment that match its pattern. */
const examplesOf = (step: StepFunction, definition: Definition): string[][] =>
  (step.doc?.examples ?? []).filter(([text]) => definition.match(text ?? '') !== null);

const PARAMETERS: Record<string, string> = {
  string: 'text in double quotes',
  int: 'a whole number',
  float: 'a number',
  word: 'one word',
};

function parametersOf(step: StepFunction): string | undefined {
  const first = step.definitions[0] as Definition;
  const names = [...first.pattern.matchAll(/\{(\w*)\}/g)].map((match) => PARAMETERS[match[1] ?? ''] ?? `{${match[1]}}`);
  if (first.arity > names.length) names.push('a table or text block under the step');
  return names.length === 0 ? undefined : names.map((name, index) => `${index + 1}. ${name}`).join('; ');
}

/** Markdown that shows `<main>` as written: a `<` outside code spans would be read as HTML. */
const prose = (text: string) =>
  text
    .split(/(`[^`]*`)/)
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/</g, '&lt;')))
    .join('');
const code = (text: string) => `\`${text}\``;

/** GitHub's heading anchors: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
export function slugger(): (heading: string) => string {
  const seen = new Map<string, number>();
  return (heading) => {
    const base = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}-${count}`;
  };
}

/** An entry's heading: its first English phrasing under the keyword it is listed under. */
const headingOf = (step: StepFunction): string =>
  (
    step.definitions.find((definition) => definition.keyword === homeOf(step) && languageOf(definition) === 'en') ??
    step.definitions[0]
  )?.pattern ?? '';

/** Where a step is defined, as a link from the catalogue's folder: the file and the function's name (no line, which moves). */
function definedIn(step: StepFunction, catalogueFile: string): string {
  const link = relative(dirname(catalogueFile), step.uri).split('\\').join('/');
  return `- **Defined in:** [${step.uri}](${link}), \`${step.name}\``;
}

function entryOf(step: StepFunction, catalogueFile: string): string[] {
  const lines = [`#### ${headingOf(step)}`, ''];
  if (step.doc?.description) lines.push(prose(step.doc.description), '');
  for (const { keyword, en, ru } of phrasingsOf(step))
    lines.push(`- **${WORDS.en[keyword]}** ${en ? code(en.pattern) : '—'} · ${ru ? code(ru.pattern) : '—'}`);
  if (step.doc?.looks) lines.push(`- **Looks at:** ${prose(step.doc.looks)}`);
  if (step.doc?.also) lines.push(`- **Also:** ${prose(step.doc.also)}`);
  const parameters = parametersOf(step);
  if (parameters) lines.push(`- **Parameters:** ${parameters}`);
  lines.push(definedIn(step, catalogueFile));
  const examples = phrasingsOf(step).flatMap(({ keyword, en, ru }) =>
    (['en', 'ru'] as const).flatMap((language) => {
      const definition = language === 'en' ? en : ru;
      if (!definition) return [];
      return examplesOf(step, definition).flatMap(([text, ...rows]) => [
        `${WORDS[language][keyword]} ${text}`,
        ...rows.map((row) => `  ${row}`),
      ]);
    }),
  );
  if (examples.length > 0) lines.push('', '```gherkin', ...examples, '```');
  lines.push('');
  return lines;
}

export function renderCatalogue(steps: StepFunction[], settings: CatalogueSettings): string {
  const guideLink = relative(dirname(settings.catalogue), settings.guide).split('\\').join('/');
  const guideName = guideLink.split('/').pop() ?? guideLink;
  const slug = slugger();
  const anchors = new Map<StepFunction, string>();
  const body: string[] = [];
  const contents: string[] = [];
  const phrasings = steps.reduce((sum, step) => sum + step.definitions.length, 0);
  const filed = [...settings.topics, undefined].map((topic) => ({
    topic,
    steps: steps.filter((step) => topicOf(step, settings.topics) === topic),
  }));
  const sections = filed
    .filter(({ steps: inTopic }) => inTopic.length > 0)
    .map(({ topic, steps: inTopic }) => ({
      title: topic ?? 'Not yet filed under a topic',
      keywords: KEYWORDS.map((keyword) => ({
        keyword,
        home: inTopic.filter((step) => homeOf(step) === keyword),
        also: inTopic.filter(
          (step) => homeOf(step) !== keyword && step.definitions.some((definition) => definition.keyword === keyword),
        ),
      })).filter(({ home, also }) => home.length + also.length > 0),
      count: inTopic.length,
    }));
  type Section = (typeof sections)[number];
  // Anchors first, in the order the headings are written, so a cross-reference can point forward.
  const headings: { text: string; step?: StepFunction; section?: Section }[] = [
    { text: 'Step catalogue' },
    { text: 'Contents' },
    { text: 'How to read it' },
  ];
  for (const section of sections) {
    headings.push({ text: section.title, section });
    for (const { keyword, home } of section.keywords) {
      headings.push({ text: ROLES[keyword] });
      for (const step of home) headings.push({ text: headingOf(step), step });
    }
  }
  // A topic may be named like one of the page's own headings ("Contents"): its anchor is then numbered.
  const sectionAnchors = new Map<Section, string>();
  for (const heading of headings) {
    const anchor = slug(heading.text);
    if (heading.step) anchors.set(heading.step, anchor);
    else if (heading.section) sectionAnchors.set(heading.section, anchor);
  }
  for (const section of sections) {
    contents.push(`- [${section.title}](#${sectionAnchors.get(section)}) (${section.count})`);
    body.push(`## ${section.title}`, '');
    for (const { keyword, home, also } of section.keywords) {
      body.push(`### ${ROLES[keyword]}`, '');
      for (const step of also) {
        const pairs = phrasingsOf(step).filter((pair) => pair.keyword === keyword);
        const words = pairs.map(({ en, ru }) => `${en ? code(en.pattern) : '—'} · ${ru ? code(ru.pattern) : '—'}`);
        body.push(`- ${words.join('; ')}: see [${headingOf(step)}](#${anchors.get(step)})`);
      }
      if (also.length > 0) body.push('');
      for (const step of home) body.push(...entryOf(step, settings.catalogue));
    }
  }
  const lines = [
    '# Step catalogue',
    '',
    `<!-- Generated by \`${settings.command}\` from the step definitions in ${settings.folder} (their patterns`,
    '     and the comment above each step function). Do not edit: edit the comment and run it again. -->',
    '',
    `${steps.length} steps in ${phrasings} phrasings: every step reads in English and in Russian (a feature`,
    'that starts with `# language: ru` uses the Russian one). How to write a scenario with them:',
    `[${guideName}](${guideLink}).`,
    '',
    '## Contents',
    '',
    ...contents,
    '',
    '## How to read it',
    '',
    '- Steps are grouped by what they are about, then by what they do in a scenario: **Given** sets the',
    '  scene (in the past tense), **When** is what the visitor does, **Then** is what is seen.',
    '- Each step shows its phrasings (English · Russian), what it does, which part of the page (or the',
    '  answer, the cookies, the backend) it looks at, anything it does besides what its words say, and an',
    '  example in each language.',
    '- In a phrasing, `{string}` is text in double quotes (`"Контакты"`), `{int}` a whole number, `{float}`',
    '  a number, `{word}` one word. Text in quotes is matched exactly unless the step says otherwise.',
    '- A step of one keyword that also reads as another (a When with a Given in the past tense) is',
    '  described once, under its first keyword; the other keyword lists it with a link.',
    '',
    ...body,
  ];
  return `${lines.join('\n').trimEnd()}\n`;
}

/** What is wrong with the steps' phrasings and comments, each with where and how to fix it. */
export function catalogueProblems(steps: StepFunction[], settings: CatalogueSettings): string[] {
  const problems: string[] = [];
  const howTo = `see "Adding a step" in ${settings.guide}`;
  const topics = settings.topics.map((t) => `"${t}"`).join(', ');
  const others = steps.flatMap((step) => step.definitions);
  for (const step of steps) {
    const at = `${step.uri}:${step.line}`;
    if (step.name === '' || !step.found) {
      const first = step.definitions[0] as Definition;
      problems.push(
        `${first.uri}:${first.line} "${first.pattern}" is registered with ${step.name === '' ? 'an anonymous function' : `"${step.name}", which is not declared as \`function ${step.name}(\` in its file`}: register a named function declared in the same file, so the catalogue can read its comment (${howTo}).`,
      );
      continue;
    }
    for (const { keyword, en, ru } of phrasingsOf(step)) {
      const only = (en ?? ru) as Definition;
      if (!en || !ru)
        problems.push(
          `${only.uri}:${only.line} "${only.pattern}" (${keyword}) has no ${en ? 'Russian' : 'English'} phrasing: register ${step.name} as ${keyword} under the same words in ${en ? 'Russian' : 'English'} too (${howTo}).`,
        );
    }
    if (!step.doc) {
      problems.push(
        `${at} ${step.name} has no comment directly above it: write /** what it does, then @topic, @looks, @also (if any) and one @example per phrasing */ (${howTo}).`,
      );
      continue;
    }
    const { doc } = step;
    if (doc.description === '')
      problems.push(`${at} ${step.name}'s comment does not say what the step does: start it with a sentence.`);
    if (!doc.topic) problems.push(`${at} ${step.name}'s comment has no @topic: add one of ${topics}.`);
    else if (!topicOf(step, settings.topics))
      problems.push(
        `${at} ${step.name}'s @topic "${doc.topic}" is not in the list: use one of ${topics} (or add it to steps.topics in the harness's config).`,
      );
    if (!doc.looks)
      problems.push(
        `${at} ${step.name}'s comment has no @looks: say which part of the page (or answer, cookies, backend) it looks at or acts on.`,
      );
    for (const tag of doc.unknownTags)
      problems.push(
        `${at} ${step.name}'s comment has the tag @${tag}: the catalogue reads @topic, @looks, @also and @example.`,
      );
    for (const definition of step.definitions)
      if (examplesOf(step, definition).length === 0)
        problems.push(
          `${at} ${step.name} has no @example for "${definition.pattern}" (${definition.keyword}): add one, as a scenario would write it (without the keyword).`,
        );
    for (const [text = ''] of doc.examples) {
      if (!step.definitions.some((definition) => definition.match(text) !== null))
        problems.push(
          `${at} ${step.name}'s @example "${text}" matches none of its phrasings (${step.definitions.map((d) => `"${d.pattern}"`).join(', ')}): correct it.`,
        );
      const elsewhere = others.filter(
        (definition) => definition.code !== step.definitions[0]?.code && definition.match(text) !== null,
      );
      if (elsewhere.length > 0)
        problems.push(
          `${at} ${step.name}'s @example "${text}" also matches ${elsewhere.map((d) => `"${d.pattern}" (${d.uri}:${d.line})`).join(', ')}: a scenario could not use it; reword the example or the patterns.`,
        );
    }
  }
  return problems;
}

/** A ready-to-paste definition for a step text no definition matches (Cucumber's own expression generator). */
export function snippetFor(text: string, keyword: StepKeyword = 'When', world = 'World'): string {
  const registry = new ParameterTypeRegistry();
  const [expression] = new CucumberExpressionGenerator(() => registry.parameterTypes).generateExpressions(text);
  const source = (expression?.source ?? text).replace(/'/g, "\\'");
  const parameters = parameterNames(expression?.parameterNames ?? []).map(({ name, type }) => `${name}: ${type}`);
  // Every step has both phrasings, one function under two registrations:
  // the snippet leaves the other language's words to the writer, English first.
  const russian = isRussianStep(text);
  const other = `<the same step in ${russian ? 'English' : 'Russian'}, with the same parameters>`;
  return [
    `async function newStep(this: ${world}${parameters.map((p) => `, ${p}`).join('')}) {`,
    '  // what the visitor does or sees',
    '}',
    `${keyword}('${russian ? other : source}', newStep);`,
    `${keyword}('${russian ? source : other}', newStep);`,
  ].join('\n');
}

const NUMERIC = /^(int|float|double|bigdecimal|biginteger|byte|short|long)/;

/**
 * Readable names for a snippet's parameters: `text` for a {string}, `value` for a number, numbered only
 * when there are several of a kind (`text1, text2`), where the generator's own would give `string1,
 * string22`.
 */
function parameterNames(generated: readonly string[]): { name: string; type: string }[] {
  const kinds = generated.map((name) =>
    NUMERIC.test(name) ? 'value' : name.replace(/\d+$/, '') === 'string' ? 'text' : name.replace(/\d+$/, ''),
  );
  return kinds.map((kind, index) => {
    const same = kinds.filter((other) => other === kind).length;
    const nth = kinds.slice(0, index + 1).filter((other) => other === kind).length;
    return { name: same > 1 ? `${kind}${nth}` : kind, type: kind === 'value' ? 'number' : 'string' };
  });
}

/** Words too common to tell two steps apart. */
const COMMON_WORDS = new Set(
  ['the', 'and', 'are', 'its', 'for', 'they', 'to', 'is', 'on', 'in', 'of', 'at', 'it', 'an', 'be'].concat([
    'на',
    'из',
    'по',
    'до',
    'не',
    'он',
    'что',
    'его',
    'она',
    'они',
    'как',
  ]),
);

/**
 * A step's words for comparing: lower case, without its values (quoted strings, numbers, parameters)
 * and the short and common words every step shares.
 */
export const stepWords = (text: string) =>
  text
    .toLocaleLowerCase()
    .replace(/"[^"]*"|\{[^}]*\}|\b\d+(\.\d+)?\b/g, ' ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 1 && !COMMON_WORDS.has(word))
    // Four letters stand for the word, so that "link" finds "links" and "показан" finds "показано".
    .map((word) => word.slice(0, 4));

/** The steps most like an undefined one, in its language: what its writer may have meant. */
export function nearestSteps(text: string, definitions: readonly Definition[], limit = 3): Definition[] {
  const words = stepWords(text);
  const language = isRussianStep(text) ? 'ru' : 'en';
  return definitions
    .filter((definition) => languageOf(definition) === language)
    .map((definition) => ({ definition, score: dice(words, stepWords(definition.pattern)) }))
    .filter(({ score }) => score >= 0.5)
    .sort((a, b) => b.score - a.score || a.definition.pattern.localeCompare(b.definition.pattern))
    .slice(0, limit)
    .map(({ definition }) => definition);
}

/**
 * Steps of the scenarios that match no definition, or more than one: once per step as written (an
 * outline's step once, not once a row), an undefined one with the steps it may have meant and a snippet.
 */
export function unmatchedSteps(
  definitions: Definition[],
  scenarios: Scenario[],
  settings: CatalogueSettings,
): string[] {
  const undefinedAt = new Map<string, { text: string; keyword: StepKeyword | undefined; rows: number }>();
  const problems: string[] = [];
  for (const scenario of scenarios) {
    for (const { text, line, keyword } of scenario.steps) {
      const matching = definitions.filter((definition) => definition.match(text));
      if (matching.length === 1) continue;
      const where = `${scenario.uri}:${line}`;
      if (matching.length === 0) {
        const seen = undefinedAt.get(where);
        if (seen) seen.rows += 1;
        else undefinedAt.set(where, { text, keyword, rows: 1 });
        continue;
      }
      problems.push(
        `${where} "${text}" is ambiguous: ${matching.map((definition) => `${definition.uri}:${definition.line}`).join(', ')} all match it; reword one of those patterns.`,
      );
    }
  }
  const undefinedProblems = [...undefinedAt].map(([where, { text, keyword, rows }]) => {
    const near = nearestSteps(text, definitions);
    return [
      `${where} "${text}"${rows > 1 ? ` (and its ${rows - 1} other Examples rows)` : ''} is undefined.`,
      ...(near.length > 0
        ? [
            'Did you mean',
            ...near.map(
              (definition) => `  ${definition.keyword} "${definition.pattern}" (${definition.uri}:${definition.line})`,
            ),
          ]
        : []),
      `Reuse a step of ${settings.catalogue}, or add to ${settings.folder} (with its comment: see "Adding a step" in ${settings.guide}):`,
      snippetFor(text, keyword, settings.world),
    ].join('\n');
  });
  return [...new Set([...undefinedProblems, ...problems])];
}

/** Step functions no scenario uses in any phrasing (a note, not a failure: a step may be written ahead of its scenario). */
export function unusedSteps(steps: StepFunction[], scenarios: Scenario[]): StepFunction[] {
  const texts = scenarios.flatMap((scenario) => scenario.steps.map((step) => step.text));
  return steps.filter((step) =>
    step.definitions.every((definition) => !texts.some((text) => definition.match(text) !== null)),
  );
}

/** Everything `--check` finds: the catalogue as it should be, the problems (failures) and the notes. */
export function checkCatalogue(input: {
  definitions: Definition[];
  scenarios: Scenario[];
  current: string | undefined;
  settings: CatalogueSettings;
  readSource?: (uri: string) => string;
}): { text: string; problems: string[]; notes: string[] } {
  const { settings } = input;
  const steps = catalogue(input.definitions, input.readSource);
  const text = renderCatalogue(steps, settings);
  const problems = [
    ...unmatchedSteps(input.definitions, input.scenarios, settings),
    ...catalogueProblems(steps, settings),
  ];
  if (input.current !== text)
    problems.push(
      `${settings.catalogue} is not what the step definitions say: run "${settings.command}" and commit it.`,
    );
  const notes = unusedSteps(steps, input.scenarios).map(
    (step) => `note: no scenario uses ${step.name} (${step.uri}:${step.line}) in any of its phrasings.`,
  );
  return { text, problems, notes };
}
