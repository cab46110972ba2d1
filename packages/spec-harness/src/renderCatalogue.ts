/**
 * The step catalogue for analysts (the config's `steps.catalogue`) as Markdown: every step, grouped by
 * what it is about (`steps.topics`), as Given, When or Then, with its phrasings in each language the
 * features use, what it does, what it looks at, anything it does besides its words, and an example in
 * each language.
 */
import { dirname, relative } from 'node:path';
import type { HarnessConfig } from './config.ts';
import type { StepKeyword } from './featureFiles.ts';
import {
  KEYWORDS,
  examplesOf,
  homeOf,
  phrasingsOf,
  topicOf,
  type Definition,
  type DefinitionKeyword,
  type Phrasings,
  type StepFunction,
} from './stepDefinitions.ts';
import { languageName } from './stepLanguages.ts';

/** What the catalogue takes from the project's config (its `steps`), with the languages told. */
export interface CatalogueSettings extends Omit<HarnessConfig['steps'], 'languages'> {
  /** The languages every step reads in, the first leading. */
  languages: readonly string[];
  /** Per language, the keyword its examples are written with (stepLanguages.ts's keywordWords); Given, When, Then without. */
  keywords?: Readonly<Record<string, Record<StepKeyword, string>>>;
}

const KEYWORD_NAMES: Record<DefinitionKeyword, string> = { Given: 'Given', When: 'When', Then: 'Then', Unknown: '*' };
/** The keyword an example is written with in a language. */
export const wordOf = (settings: CatalogueSettings, language: string, keyword: DefinitionKeyword) =>
  keyword === 'Unknown' ? '*' : (settings.keywords?.[language]?.[keyword] ?? keyword);
const ROLES: Record<DefinitionKeyword, string> = {
  Given: 'Given — set the scene',
  When: 'When — what is done',
  Then: 'Then — what is seen',
  Unknown: 'Any keyword',
};

/** A row of phrasings as the catalogue shows it: `pattern` · `pattern`, a dash for a missing one. */
const phrasingLine = (row: Phrasings, languages: readonly string[]) =>
  languages.map((language) => (row.in[language] ? code(row.in[language].pattern) : '—')).join(' · ');

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
