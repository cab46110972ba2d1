/**
 * The step catalogue for analysts (the config's `steps.catalogue`): every step definition, grouped by
 * what it is about (`steps.topics`), as Given, When or Then, with its phrasings in each language the
 * features use, what it does, what it looks at, anything it does besides its words, and an example
 * in each language.
 *
 * It is written from the step definitions cucumber-js registers — their patterns, and what each step
 * says of itself (stepDocs.ts) — so editing a feature never makes it stale. The `steps` command writes
 * it; with `--check` it fails when a scenario's step is undefined or ambiguous, when a step lacks a
 * phrasing in one of the languages, when an example does not match its pattern, when the catalogue is
 * not what the generator writes, and (with `steps.documented`) when a step does not say what it does.
 *
 * A step's phrasings are Cucumber definitions sharing one function: one function may be registered as
 * a When and as a Given, each in every language.
 */
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { readCucumberProject, type CucumberProject } from './cucumberProject.ts';
import type { HarnessConfig } from './config.ts';
import type { Scenario, StepKeyword } from './featureFiles.ts';
import { docAbove, docOf, notesOf, type StepDoc } from './stepDocs.ts';
import { languageName } from './stepLanguages.ts';
import { nearestSteps, snippetFor } from './stepSnippets.ts';

/** What the catalogue takes from the project's config (its `steps`), with the languages told. */
export interface CatalogueSettings extends Omit<HarnessConfig['steps'], 'languages'> {
  /** The languages every step reads in, the first leading. */
  languages: readonly string[];
  /** Per language, the keyword its examples are written with (stepLanguages.ts's keywordWords); Given, When, Then without. */
  keywords?: Readonly<Record<string, Record<StepKeyword, string>>>;
}

/** The keywords a step is registered with, in the catalogue's order (`Unknown`: cucumber-js's defineStep). */
const KEYWORDS = ['Given', 'When', 'Then', 'Unknown'] as const;
export type DefinitionKeyword = (typeof KEYWORDS)[number];
const KEYWORD_NAMES: Record<DefinitionKeyword, string> = { Given: 'Given', When: 'When', Then: 'Then', Unknown: '*' };
/** The keyword an example is written with in a language. */
const wordOf = (settings: CatalogueSettings, language: string, keyword: DefinitionKeyword) =>
  keyword === 'Unknown' ? '*' : (settings.keywords?.[language]?.[keyword] ?? keyword);
const ROLES: Record<DefinitionKeyword, string> = {
  Given: 'Given — set the scene',
  When: 'When — what is done',
  Then: 'Then — what is seen',
  Unknown: 'Any keyword',
};

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
 * The project's step definitions, loaded by cucumber-js with the project's own configuration (and the
 * options of its npm script), as cucumberProject.ts read it (read here when not given), each with its
 * language as `languageOf` tells it.
 */
export async function loadDefinitions(
  cucumber?: Pick<CucumberProject, 'run' | 'configuration'>,
  languageOf: (pattern: string, matches: (text: string) => boolean) => string = () => '',
): Promise<Definition[]> {
  const { run, configuration } = cucumber ?? (await readCucumberProject(process.cwd()));
  const { needsTypeScript, registerTypeScript } = await import('./typescriptSupport.ts');
  if (needsTypeScript(configuration)) await registerTypeScript();
  const { loadSupport } = await import('@cucumber/cucumber/api');
  const library = (await loadSupport(run)) as unknown as { stepDefinitions: LoadedDefinition[] };
  return library.stepDefinitions.map((definition) => ({
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

/** A row of phrasings as the catalogue shows it: `pattern` · `pattern`, a dash for a missing one. */
const phrasingLine = (row: Phrasings, languages: readonly string[]) =>
  languages.map((language) => (row.in[language] ? code(row.in[language].pattern) : '—')).join(' · ');

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

/** An entry's heading: its first phrasing in the leading language under the keyword it is listed under. */
const headingOf = (step: StepFunction, languages: readonly string[]): string =>
  (
    step.definitions.find(
      (definition) => definition.keyword === homeOf(step) && definition.language === languages[0],
    ) ?? step.definitions[0]
  )?.pattern ?? '';

/** Where a step is defined, as a link from the catalogue's folder: the file and the function's name, or its line when it has none. */
function definedIn(step: StepFunction, catalogueFile: string): string {
  const link = relative(dirname(catalogueFile), step.uri).split('\\').join('/');
  return `- **Defined in:** [${step.uri}](${link}), ${step.name === '' ? `line ${step.line}` : `\`${step.name}\``}`;
}

function entryOf(step: StepFunction, settings: CatalogueSettings): string[] {
  const { languages } = settings;
  const lines = [`#### ${headingOf(step, languages)}`, ''];
  if (step.doc?.description) lines.push(prose(step.doc.description), '');
  for (const row of phrasingsOf(step, languages))
    lines.push(`- **${KEYWORD_NAMES[row.keyword]}** ${phrasingLine(row, languages)}`);
  if (step.doc?.looks) lines.push(`- **Looks at:** ${prose(step.doc.looks)}`);
  if (step.doc?.also) lines.push(`- **Also:** ${prose(step.doc.also)}`);
  const parameters = parametersOf(step);
  if (parameters) lines.push(`- **Parameters:** ${parameters}`);
  lines.push(definedIn(step, settings.catalogue));
  const examples = phrasingsOf(step, languages).flatMap((row) =>
    languages.flatMap((language) => {
      const definition = row.in[language];
      if (!definition) return [];
      return examplesOf(step, definition).flatMap(([text, ...rows]) => [
        `${wordOf(settings, language, row.keyword)} ${text}`,
        ...rows.map((row) => `  ${row}`),
      ]);
    }),
  );
  if (examples.length > 0) lines.push('', '```gherkin', ...examples, '```');
  lines.push('');
  return lines;
}

/** The catalogue's first lines under its heading: what it counts, its languages, the guide. */
function introduction(steps: number, phrasings: number, settings: CatalogueSettings): string[] {
  const others = settings.languages.slice(1);
  const names = settings.languages.map(languageName);
  const counts = `${steps} steps in ${phrasings} phrasings`;
  const words =
    others.length === 0
      ? `${counts}.`
      : `${counts}: every step reads in ${names.join(' and in ')} (${others
          .map(
            (language) =>
              `a feature that starts with \`# language: ${language}\` uses the ${languageName(language)} one`,
          )
          .join('; ')}).`;
  const guide = settings.guide
    ? ` How to write a scenario with them: [${settings.guide.split('/').pop()}](${relative(dirname(settings.catalogue), settings.guide).split('\\').join('/')}).`
    : '';
  return wrap(`${words}${guide}`);
}

/** Text wrapped at 100 characters, as the rest of the catalogue is; a code span stays on one line. */
function wrap(text: string, width = 100): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.match(/(?:`[^`]*`|\S)+/g) ?? []) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  return line === '' ? lines : [...lines, line];
}

export function renderCatalogue(steps: StepFunction[], settings: CatalogueSettings): string {
  const { languages } = settings;
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
      title: topic ?? (settings.topics.length === 0 ? 'Steps' : 'Not yet filed under a topic'),
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
      for (const step of home) headings.push({ text: headingOf(step, languages), step });
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
        const rows = phrasingsOf(step, languages).filter((row) => row.keyword === keyword);
        const words = rows.map((row) => phrasingLine(row, languages));
        body.push(`- ${words.join('; ')}: see [${headingOf(step, languages)}](#${anchors.get(step)})`);
      }
      if (also.length > 0) body.push('');
      for (const step of home) body.push(...entryOf(step, settings));
    }
  }
  const lines = [
    '# Step catalogue',
    '',
    `<!-- Generated by \`${settings.command}\` from the step definitions in ${settings.folder} (their patterns`,
    '     and what each step says of itself). Do not edit: edit the step and run it again. -->',
    '',
    ...introduction(steps.length, phrasings, settings),
    '',
    '## Contents',
    '',
    ...contents,
    '',
    '## How to read it',
    '',
    '- Steps are grouped by what they are about, then by what they do in a scenario: **Given** sets the',
    '  scene (in the past tense), **When** is what is done, **Then** is what is seen.',
    `- Each step shows its phrasings${languages.length > 1 ? ` (${languages.map(languageName).join(' · ')})` : ''}, what it does, what it looks at or acts on,`,
    `  anything it does besides what its words say, and an example${languages.length > 1 ? ' in each language' : ''}.`,
    '- In a phrasing, `{string}` is text in double quotes, `{int}` a whole number, `{float}`',
    '  a number, `{word}` one word. Text in quotes is matched exactly unless the step says otherwise.',
    '- A step of one keyword that also reads as another (a When with a Given in the past tense) is',
    '  described once, under its first keyword; the other keyword lists it with a link.',
    '',
    ...body,
  ];
  return `${lines.join('\n').trimEnd()}\n`;
}

/** What is wrong with the steps' phrasings and what they say of themselves, each with where and how to fix it. */
export function catalogueProblems(steps: StepFunction[], settings: CatalogueSettings): string[] {
  const problems: string[] = [];
  const howTo = settings.guide ? ` (see "Adding a step" in ${settings.guide})` : '';
  const topics = settings.topics.map((t) => `"${t}"`).join(', ');
  const others = steps.flatMap((step) => step.definitions);
  for (const step of steps) {
    const at = `${step.uri}:${step.line}`;
    const first = step.definitions[0] as Definition;
    // An anonymous function is named by its first phrasing.
    const name = step.name === '' ? `"${first.pattern}"` : step.name;
    for (const row of phrasingsOf(step, settings.languages)) {
      const only = Object.values(row.in).find((definition) => definition !== undefined) as Definition;
      for (const language of settings.languages.filter((language) => !row.in[language]))
        problems.push(
          `${only.uri}:${only.line} "${only.pattern}" (${row.keyword}) has no ${languageName(language)} phrasing: register ${step.name === '' ? 'its function (a named one, or a const, passed to each registration)' : step.name} as ${row.keyword} under the same words in ${languageName(language)} too${howTo}.`,
        );
    }
    const { doc } = step;
    if (!doc) {
      if (settings.documented)
        problems.push(
          `${at} ${name} says nothing of itself: write /** what it does, then @topic, @looks, @also (if any) and one @example per phrasing */ directly above ${step.name === '' ? 'its registration' : 'it'}, or register it with stepDoc({ does, topic, looks, examples })${howTo}.`,
        );
      continue;
    }
    if (settings.documented && doc.description === '')
      problems.push(`${at} ${name}'s comment does not say what the step does: start it with a sentence.`);
    if (!doc.topic) {
      if (settings.documented && settings.topics.length > 0)
        problems.push(`${at} ${name}'s comment has no @topic: add one of ${topics}.`);
    } else if (!topicOf(step, settings.topics))
      problems.push(
        settings.topics.length === 0
          ? `${at} ${name}'s @topic "${doc.topic}" is in no list: add steps.topics to the harness's config, or drop the topic.`
          : `${at} ${name}'s @topic "${doc.topic}" is not in the list: use one of ${topics} (or add it to steps.topics in the harness's config).`,
      );
    if (settings.documented && !doc.looks)
      problems.push(`${at} ${name}'s comment has no @looks: say what it looks at or acts on.`);
    for (const tag of doc.unknownTags)
      problems.push(
        `${at} ${name}'s comment has the tag @${tag}: the catalogue reads @topic, @looks, @also and @example.`,
      );
    if (settings.documented)
      for (const definition of step.definitions)
        if (examplesOf(step, definition).length === 0)
          problems.push(
            `${at} ${name} has no @example for "${definition.pattern}" (${definition.keyword}): add one, as a scenario would write it (without the keyword).`,
          );
    for (const [text = ''] of doc.examples) {
      if (!step.definitions.some((definition) => definition.match(text) !== null))
        problems.push(
          `${at} ${name}'s @example "${text}" matches none of its phrasings (${step.definitions.map((d) => `"${d.pattern}"`).join(', ')}): correct it.`,
        );
      const elsewhere = others.filter(
        (definition) => definition.code !== step.definitions[0]?.code && definition.match(text) !== null,
      );
      if (elsewhere.length > 0)
        problems.push(
          `${at} ${name}'s @example "${text}" also matches ${elsewhere.map((d) => `"${d.pattern}" (${d.uri}:${d.line})`).join(', ')}: a scenario could not use it; reword the example or the patterns.`,
        );
    }
  }
  return problems;
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
  const undefinedAt = new Map<
    string,
    { text: string; keyword: StepKeyword | undefined; language: string; rows: number }
  >();
  const problems: string[] = [];
  for (const scenario of scenarios) {
    for (const { text, line, keyword } of scenario.steps) {
      const matching = definitions.filter((definition) => definition.match(text));
      if (matching.length === 1) continue;
      const where = `${scenario.uri}:${line}`;
      if (matching.length === 0) {
        const seen = undefinedAt.get(where);
        if (seen) seen.rows += 1;
        else undefinedAt.set(where, { text, keyword, language: scenario.language, rows: 1 });
        continue;
      }
      problems.push(
        `${where} "${text}" is ambiguous: ${matching.map((definition) => `${definition.uri}:${definition.line}`).join(', ')} all match it; reword one of those patterns.`,
      );
    }
  }
  const undefinedProblems = [...undefinedAt].map(([where, { text, keyword, language, rows }]) => {
    const near = nearestSteps(text, language, definitions);
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
      `Reuse a step of ${settings.catalogue}, or add to ${settings.folder}${settings.guide ? ` (with its comment: see "Adding a step" in ${settings.guide})` : ''}:`,
      snippetFor(text, keyword, settings.world, { of: language, all: settings.languages }),
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
    (step) =>
      `note: no scenario uses ${step.name === '' ? `"${step.definitions[0]?.pattern}"` : step.name} (${step.uri}:${step.line}) in any of its phrasings.`,
  );
  return { text, problems, notes };
}
