import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CucumberExpression, ParameterTypeRegistry } from '@cucumber/cucumber-expressions';
import { describe, expect, it } from 'vitest';
import type { Scenario } from './featureFiles.ts';
import { catalogueProblems, unmatchedSteps, unusedSteps } from './catalogueProblems.ts';
import { renderCatalogue, slugger, type CatalogueSettings } from './renderCatalogue.ts';
import { checkCatalogue } from './stepCatalogue.ts';
import { catalogue, definitionPath, phrasingsOf, type Definition, type DefinitionKeyword } from './stepDefinitions.ts';
import { docOf, notesOf, parseDoc, stepDoc } from './stepDocs.ts';
import { nearestSteps, snippetFor, stepWords } from './stepSnippets.ts';

/** A project's catalogue settings (its config's `steps`), topics in the catalogue's order. */
const SETTINGS: CatalogueSettings = {
  catalogue: 'docs/steps.md',
  folder: 'features/steps/',
  world: 'SiteWorld',
  command: 'npm run features:steps',
  guide: 'docs/writing-features.md',
  topics: ['Pages and addresses', 'Controls and keyboard', 'Forms', 'Cookie notice', 'Campaign cookies'],
  documented: true,
  languages: ['en', 'ru'],
  keywords: {
    en: { Given: 'Given', When: 'When', Then: 'Then' },
    ru: { Given: 'Дано', When: 'Когда', Then: 'Тогда' },
  },
};
/** Both of SETTINGS's languages, for a snippet of a step in `of`. */
const BOTH = (of: string) => ({ of, all: ['en', 'ru'] });

const URI = 'features/steps/demo_steps.ts';
const registry = new ParameterTypeRegistry();
const definition = (keyword: DefinitionKeyword, pattern: string, code: unknown, line = 1, uri = URI): Definition => {
  const expression = new CucumberExpression(pattern, registry);
  return {
    pattern,
    // The language as its script tells it (stepLanguages.ts), for these two.
    language: /[а-яё]/i.test(pattern.replace(/"[^"]*"/g, '')) ? 'ru' : 'en',
    keyword,
    uri,
    line,
    code,
    arity: (pattern.match(/\{/g) ?? []).length,
    match: (text: string) => expression.match(text),
  };
};
const scenario = (language: string, ...texts: string[]): Scenario => ({
  uri: `features/${language}.feature`,
  line: 3,
  name: 'demo',
  tags: ['@spec-4'],
  language,
  steps: texts.map((text, index) => ({ text, line: 4 + index })),
});

// Step functions as a step file declares them: the catalogue finds each by its name.
async function theyPress() {}
async function theMainHeadingIs() {}
async function theNoticeShows() {}

const SOURCE = `import { Given, Then, When } from '@cucumber/cucumber';

/**
 * Presses the button named exactly so,
 * wherever it is on the page.
 *
 * The Given does the same.
 * @topic Controls and keyboard
 * @looks the whole page:
 *   a button by its name
 * @also waits for the page to load
 * @example they press "Закрыть"
 * @example посетитель нажимает "Закрыть"
 * @example they have pressed "Открыть меню"
 * @example посетитель нажал "Открыть меню"
 */
async function theyPress(this: SiteWorld, name: string) {
  await this.page.getByRole('button', { name }).click();
}

/**
 * Checks that the page's main content has exactly one level-1 heading, and that it reads exactly this.
 * @topic Pages and addresses
 * @looks the page's main content (the <main> landmark)
 * @example the main heading is "Контакты"
 * @example главный заголовок "Контакты"
 */
async function theMainHeadingIs(this: SiteWorld, text: string) {}

/**
 * Checks that the notice shows.
 * @topic Cookie notice
 * @looks the cookie notice
 * @example the notice shows
 * @example уведомление показано
 */
function theNoticeShows(this: SiteWorld) {}
`;
const read = (source: string) => () => source;

const documented = () => [
  definition('When', 'they press {string}', theyPress, 10),
  definition('When', 'посетитель нажимает {string}', theyPress, 11),
  definition('Given', 'they have pressed {string}', theyPress, 12),
  definition('Given', 'посетитель нажал {string}', theyPress, 13),
  definition('Then', 'the main heading is {string}', theMainHeadingIs, 20),
  definition('Then', 'главный заголовок {string}', theMainHeadingIs, 21),
  definition('Then', 'the notice shows', theNoticeShows, 30),
  definition('Then', 'уведомление показано', theNoticeShows, 31),
];

describe('reading a step function’s comment', () => {
  it('reads the description as paragraphs, lines run on, and each tag’s text over several lines', () => {
    const doc = parseDoc(`/**
 * Presses the button,
 * wherever it is.
 *
 * The Given does the same.
 * @topic Controls and keyboard
 * @looks the whole page:
 *   a button by its name
 * @also waits
 * @example they press "Закрыть"
 * @example the campaign cookies are
 *   | utm_source | yandex |
 *   | utm_medium | cpc    |
 * @returns nothing
 */`);
    expect(doc.description).toBe('Presses the button, wherever it is.\n\nThe Given does the same.');
    expect(doc.topic).toBe('Controls and keyboard');
    expect(doc.looks).toBe('the whole page: a button by its name');
    expect(doc.also).toBe('waits');
    expect(doc.examples).toEqual([
      ['they press "Закрыть"'],
      ['the campaign cookies are', '| utm_source | yandex |', '| utm_medium | cpc    |'],
    ]);
    expect(doc.unknownTags).toEqual(['returns']);
  });

  it('finds the comment directly above the named function, and none when code stands between', () => {
    const found = docOf(SOURCE, 'theyPress');
    expect(found?.line).toBe(17);
    expect(found?.doc?.topic).toBe('Controls and keyboard');
    expect(docOf(SOURCE, 'theNoticeShows')?.doc?.looks).toBe('the cookie notice');
    const apart = '/**\n * Presses.\n * @topic Forms\n */\nconst x = 1;\nfunction theyPress() {}\n';
    expect(docOf(apart, 'theyPress')).toEqual({ line: 6, doc: undefined });
    expect(docOf(SOURCE, 'noSuchStep')).toBeUndefined();
    // A name that only starts like another is not it.
    expect(docOf('/** A. */\nfunction theyPressTheKey() {}\n', 'theyPress')).toBeUndefined();
  });
  it('reads a comment indented in its file: tags after more than one space, a tag’s text on the next line', () => {
    const doc = parseDoc(`    /**
     * Presses the button
     * named
     * exactly so.
     *  @topic Forms
     * @looks
     *   the form
     * @example
     * @also waits
     */  `);
    expect(doc).toEqual({
      description: 'Presses the button named exactly so.',
      topic: 'Forms',
      looks: 'the form',
      also: 'waits',
      // An @example with nothing under it is no example (the check asks for one).
      examples: [],
      unknownTags: [],
    });
  });

  it('reads a comment’s text without its delimiters as it is, even where it mentions them, stars or an address', () => {
    const doc = parseDoc(
      'Types /** and */ into the field, 2 * 3 times,\nthen mails hello@studio.example.\n@topic Forms',
    );
    expect(doc.description).toBe('Types /** and */ into the field, 2 * 3 times, then mails hello@studio.example.');
    expect(doc.topic).toBe('Forms');
    expect(doc.unknownTags).toEqual([]);
  });

  it('takes a plain /* comment */ above a function for no comment', () => {
    expect(docOf('/* Presses. */\nfunction theyPress() {}\n', 'theyPress')).toEqual({ line: 2, doc: undefined });
  });
});

describe('the catalogue', () => {
  it('keeps every phrasing of a function registered under several patterns and keywords, paired per keyword', () => {
    const steps = catalogue(documented(), read(SOURCE));
    expect(steps).toHaveLength(3);
    const press = steps.find((step) => step.name === 'theyPress');
    expect(press?.definitions).toHaveLength(4);
    if (!press) return;
    expect(
      phrasingsOf(press, ['en', 'ru']).map((row) => [row.keyword, row.in.en?.pattern, row.in.ru?.pattern]),
    ).toEqual([
      ['When', 'they press {string}', 'посетитель нажимает {string}'],
      ['Given', 'they have pressed {string}', 'посетитель нажал {string}'],
    ]);
  });

  it('lists the steps by file, then by line, reading each file once', () => {
    const reads: string[] = [];
    const at = (line: number, uri: string) => definition('Then', `step ${line}`, () => undefined, line, uri);
    const steps = catalogue([at(5, 'features/steps/forms_steps.ts'), at(30, URI), at(10, URI), at(20, URI)], (uri) => {
      reads.push(uri);
      return '';
    });
    expect(steps.map((step) => `${step.uri}:${step.line}`)).toEqual([
      `${URI}:10`,
      `${URI}:20`,
      `${URI}:30`,
      'features/steps/forms_steps.ts:5',
    ]);
    expect(reads).toEqual(['features/steps/forms_steps.ts', URI]);
  });

  it('reads the step files from disk unless told otherwise', () => {
    const folder = mkdtempSync(join(tmpdir(), 'steps-'));
    const uri = join(folder, 'demo_steps.ts');
    writeFileSync(uri, SOURCE);
    try {
      const [notice] = catalogue([definition('Then', 'the notice shows', theNoticeShows, 30, uri)]);
      const line = SOURCE.split('\n').findIndex((text) => text.startsWith('function theNoticeShows')) + 1;
      expect(notice).toMatchObject({ name: 'theNoticeShows', line });
      expect(notice?.doc?.looks).toBe('the cookie notice');
    } finally {
      rmSync(folder, { recursive: true });
    }
  });

  it('takes an anonymous step, reading the comment directly above its registration', () => {
    const lines = SOURCE.split('\n').length;
    const source = `${SOURCE}\n/**\n * Says all is well.\n * @example it is fine\n */\nThen('it is fine', function () {});\nThen('it is bare', () => {});\n`;
    const [fine, bare] = catalogue(
      [
        definition('Then', 'it is fine', () => undefined, lines + 5),
        definition('Then', 'it is bare', () => undefined, lines + 6),
      ],
      read(source),
    );
    expect(fine).toMatchObject({
      name: '',
      line: lines + 5,
      doc: { description: 'Says all is well.', examples: [['it is fine']] },
    });
    // The comment above belongs to the registration before it.
    expect(bare).toMatchObject({ name: '', line: lines + 6, doc: undefined });
    expect(
      renderCatalogue(
        [fine, bare].filter((step) => step !== undefined),
        SETTINGS,
      ),
    ).toContain(`- **Defined in:** [${URI}](../features/steps/demo_steps.ts), line ${lines + 5}`);
  });

  it('reads no notes of a step registered without stepDoc, and a stepDoc without examples as none', () => {
    expect(notesOf(undefined)).toBeUndefined();
    expect(notesOf(() => undefined)).toBeUndefined();
    expect(notesOf(stepDoc({ does: '  Waits.  ' }, () => undefined))).toEqual({
      description: 'Waits.',
      examples: [],
      unknownTags: [],
    });
  });

  it('takes what a step says of itself where it is registered (stepDoc) over any comment', () => {
    const code = stepDoc(
      {
        does: 'Says all is well.',
        topic: 'Forms',
        looks: 'nothing',
        examples: ['it is fine', ['it is fine', '| a |']],
      },
      function theNoticeShows() {},
    );
    const [step] = catalogue([definition('Then', 'it is fine', code, 30)], read(SOURCE));
    expect(step?.doc).toEqual({
      description: 'Says all is well.',
      topic: 'Forms',
      looks: 'nothing',
      examples: [['it is fine'], ['it is fine', '| a |']],
      unknownTags: [],
    });
    // cucumber-js runs the function it was given.
    expect(typeof code).toBe('function');
    expect(code.name).toBe('theNoticeShows');
  });

  it('files the steps by topic in the list’s order, not by file or line', () => {
    const text = renderCatalogue(catalogue(documented(), read(SOURCE)), SETTINGS);
    const order = ['## Pages and addresses', '## Controls and keyboard', '## Cookie notice'].map((heading) =>
      text.indexOf(`${heading}\n`),
    );
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(SETTINGS.topics.indexOf('Pages and addresses')).toBeLessThan(
      SETTINGS.topics.indexOf('Controls and keyboard'),
    );
    expect(text).toContain('- [Controls and keyboard](#controls-and-keyboard) (1)');
  });

  it('says where each step is defined: its file, linked from the catalogue, and its function', () => {
    const text = renderCatalogue(catalogue(documented(), read(SOURCE)), SETTINGS);
    expect(text).toContain(
      '- **Defined in:** [features/steps/demo_steps.ts](../features/steps/demo_steps.ts), `theyPress`\n',
    );
    expect(text.match(/- \*\*Defined in:\*\* /g)).toHaveLength(catalogue(documented(), read(SOURCE)).length);
  });

  it('groups a topic’s steps by keyword: Given, then When, then Then; a second keyword links to the entry', () => {
    const text = renderCatalogue(catalogue(documented(), read(SOURCE)), SETTINGS);
    const topic = text.slice(text.indexOf('## Controls and keyboard'), text.indexOf('## Cookie notice'));
    const given = topic.indexOf('### Given — set the scene');
    const when = topic.indexOf('### When — what is done');
    expect(given).toBeGreaterThan(0);
    expect(when).toBeGreaterThan(given);
    expect(topic).not.toContain('### Then');
    expect(topic).toContain(
      '- `they have pressed {string}` · `посетитель нажал {string}`: see [they press {string}](#they-press-string)',
    );
    // Described once, under the keyword it was registered with first.
    expect(topic.match(/#### /g)).toHaveLength(1);
    expect(topic.indexOf('#### they press {string}')).toBeGreaterThan(when);
  });

  it('shows each entry’s phrasings, description, where it looks, what else it does, and examples with keywords', () => {
    const text = renderCatalogue(catalogue(documented(), read(SOURCE)), SETTINGS);
    expect(text).toContain(
      [
        '#### they press {string}',
        '',
        'Presses the button named exactly so, wherever it is on the page.',
        '',
        'The Given does the same.',
        '',
        '- **When** `they press {string}` · `посетитель нажимает {string}`',
        '- **Given** `they have pressed {string}` · `посетитель нажал {string}`',
        '- **Looks at:** the whole page: a button by its name',
        '- **Also:** waits for the page to load',
        '- **Parameters:** 1. text in double quotes',
        '- **Defined in:** [features/steps/demo_steps.ts](../features/steps/demo_steps.ts), `theyPress`',
        '',
        '```gherkin',
        'When they press "Закрыть"',
        'Когда посетитель нажимает "Закрыть"',
        'Given they have pressed "Открыть меню"',
        'Дано посетитель нажал "Открыть меню"',
        '```',
      ].join('\n'),
    );
    expect(text).toContain('Then the main heading is "Контакты"\nТогда главный заголовок "Контакты"');
    // Markdown would take <main> for HTML.
    expect(text).toContain("the page's main content (the &lt;main> landmark)");
    const notice = text.slice(text.indexOf('#### the notice shows'));
    expect(notice).not.toContain('**Also:**');
    expect(notice).not.toContain('**Parameters:**');
  });

  it('writes a table under an example, indented under its step', () => {
    const source = `/**
 * Checks the cookies.
 * @topic Campaign cookies
 * @looks the cookie jar
 * @example the campaign cookies are
 *   | utm_source | yandex |
 * @example рекламные cookie такие
 *   | utm_source | yandex |
 */
async function theCampaignCookiesAre() {}
`;
    async function theCampaignCookiesAre() {}
    const steps = catalogue(
      [
        { ...definition('Then', 'the campaign cookies are', theCampaignCookiesAre), arity: 1 },
        { ...definition('Then', 'рекламные cookie такие', theCampaignCookiesAre), arity: 1 },
      ],
      read(source),
    );
    const text = renderCatalogue(steps, SETTINGS);
    expect(text).toContain(
      'Then the campaign cookies are\n  | utm_source | yandex |\nТогда рекламные cookie такие\n  | utm_source | yandex |',
    );
    expect(text).toContain('- **Parameters:** 1. a table or text block under the step');
    expect(catalogueProblems(steps, SETTINGS)).toEqual([]);
  });

  it('lists a step without a comment under no topic, headed by its English phrasing, a missing phrasing as a dash', () => {
    async function theyChoose() {}
    async function theNoticeIsHidden() {}
    const steps = catalogue(
      [
        definition('When', 'посетитель выбирает {} в списке {string}', theyChoose, 60),
        definition('Given', 'they have chosen {} in the list {string}', theyChoose, 61),
        definition('When', 'they choose {} in the list {string}', theyChoose, 62),
        definition('When', 'they pick {} in the list {string}', theyChoose, 63),
        definition('Given', 'посетитель выбрал {} в списке {string}', theyChoose, 64),
        definition('Given', 'посетитель отметил {} в списке {string}', theyChoose, 65),
        definition('Then', 'уведомление скрыто', theNoticeIsHidden, 70),
      ],
      read(SOURCE),
    );
    const text = renderCatalogue(steps, SETTINGS);
    expect(text).toContain('- [Not yet filed under a topic](#not-yet-filed-under-a-topic) (2)\n');
    expect(text.slice(text.indexOf('## Not yet filed under a topic'))).toBe(
      [
        '## Not yet filed under a topic',
        '',
        '### Given — set the scene',
        '',
        '- `they have chosen {} in the list {string}` · `посетитель выбрал {} в списке {string}`; — · `посетитель отметил {} в списке {string}`: see [they choose {} in the list {string}](#they-choose--in-the-list-string)',
        '',
        '### When — what is done',
        '',
        '#### they choose {} in the list {string}',
        '',
        '- **When** `they choose {} in the list {string}` · `посетитель выбирает {} в списке {string}`',
        '- **When** `they pick {} in the list {string}` · —',
        '- **Given** `they have chosen {} in the list {string}` · `посетитель выбрал {} в списке {string}`',
        '- **Given** — · `посетитель отметил {} в списке {string}`',
        '- **Parameters:** 1. {}; 2. text in double quotes',
        '- **Defined in:** [features/steps/demo_steps.ts](../features/steps/demo_steps.ts), `theyChoose`',
        '',
        '### Then — what is seen',
        '',
        '#### уведомление скрыто',
        '',
        '- **Then** — · `уведомление скрыто`',
        '- **Defined in:** [features/steps/demo_steps.ts](../features/steps/demo_steps.ts), `theNoticeIsHidden`',
        '',
      ].join('\n'),
    );
  });

  it('shows a documented step without one of its phrasings with a dash, and only the examples it has', () => {
    const steps = catalogue(
      documented().filter((d) => d.pattern !== 'посетитель нажал {string}'),
      read(SOURCE),
    );
    const text = renderCatalogue(steps, SETTINGS);
    expect(text).toContain('- `they have pressed {string}` · —: see [they press {string}](#they-press-string)\n');
    expect(text).toContain(
      ['- **Given** `they have pressed {string}` · —', '- **Looks at:** the whole page: a button by its name'].join(
        '\n',
      ),
    );
    expect(text).toContain(
      [
        '```gherkin',
        'When they press "Закрыть"',
        'Когда посетитель нажимает "Закрыть"',
        'Given they have pressed "Открыть меню"',
        '```',
      ].join('\n'),
    );
  });

  it('escapes < outside code spans only, so `<main>` reads as written', () => {
    const source = SOURCE.replace(
      'Checks that the notice shows.',
      'Checks the notice in `<main>`, not in <footer> or `<nav>`.',
    );
    expect(renderCatalogue(catalogue(documented(), read(source)), SETTINGS)).toContain(
      '\nChecks the notice in `<main>`, not in &lt;footer> or `<nav>`.\n',
    );
  });

  it('links the guide by its file name from wherever it is', () => {
    const text = renderCatalogue(catalogue(documented(), read(SOURCE)), { ...SETTINGS, guide: 'guides/analysts.md' });
    expect(text).toContain('How to write a scenario with them:\n[analysts.md](../guides/analysts.md).\n');
  });

  it('links a topic named like one of the page’s own headings to the topic, not to that heading', () => {
    const source = SOURCE.replace('@topic Pages and addresses', '@topic Step catalogue')
      .replace('@topic Controls and keyboard', '@topic Contents')
      .replace('@topic Cookie notice', '@topic How to read it');
    const text = renderCatalogue(catalogue(documented(), read(source)), {
      ...SETTINGS,
      topics: ['Step catalogue', 'Contents', 'How to read it'],
    });
    expect(text).toContain(
      '- [Step catalogue](#step-catalogue-1) (1)\n- [Contents](#contents-1) (1)\n- [How to read it](#how-to-read-it-1) (1)\n',
    );
  });

  it('renders whole, as a reader finds it: the demo steps’ catalogue, kept beside this test', async () => {
    // The file is the catalogue of the three demo steps, reviewed as a page; a change to the rendering shows
    // in its diff (vitest -u rewrites it).
    const text = renderCatalogue(catalogue(documented(), read(SOURCE)), SETTINGS);
    await expect(text).toMatchFileSnapshot('./__snapshots__/demo-steps.md');
  });

  it('anchors headings as GitHub does, numbering repeats', () => {
    const slug = slugger();
    expect(slug("the footer's sections are {string}")).toBe('the-footers-sections-are-string');
    expect(slug('Screen, connection and preferences')).toBe('screen-connection-and-preferences');
    expect(slug('Given — set the scene')).toBe('given--set-the-scene');
    expect(slug('Given — set the scene')).toBe('given--set-the-scene-1');
    expect(slug('главный заголовок {string}')).toBe('главный-заголовок-string');
  });
});

describe('the check', () => {
  const problemsWith = (source: string, definitions = documented()) =>
    catalogueProblems(catalogue(definitions, read(source)), SETTINGS);

  it('passes a documented catalogue', () => {
    expect(problemsWith(SOURCE)).toEqual([]);
  });

  it('fails a function without a phrasing in either language for a keyword it has', () => {
    const [problem, ...rest] = problemsWith(
      SOURCE,
      documented().filter((d) => d.pattern !== 'посетитель нажал {string}'),
    );
    expect(problem).toBe(
      `${URI}:12 "they have pressed {string}" (Given) has no Russian phrasing: register theyPress as Given under the same words in Russian too (see "Adding a step" in docs/writing-features.md).`,
    );
    // Its Russian example now matches none of its phrasings.
    expect(rest).toEqual([
      `${URI}:17 theyPress's @example "посетитель нажал "Открыть меню"" matches none of its phrasings ("they press {string}", "посетитель нажимает {string}", "they have pressed {string}"): correct it.`,
    ]);
    expect(
      problemsWith(
        SOURCE,
        documented().filter((d) => d.pattern !== 'the notice shows'),
      )[0],
    ).toBe(
      `${URI}:31 "уведомление показано" (Then) has no English phrasing: register theNoticeShows as Then under the same words in English too (see "Adding a step" in docs/writing-features.md).`,
    );
  });

  it('fails a step that says nothing of itself, named or anonymous, when steps must be documented', () => {
    const bare = SOURCE.replace(/\/\*\*\n \* Checks that the notice shows[\s\S]*?\*\/\n/, '');
    expect(problemsWith(bare)).toEqual([
      `${URI}:${bare.split('\n').findIndex((line) => line.startsWith('function theNoticeShows')) + 1} theNoticeShows says nothing of itself: write /** what it does, then @topic, @looks, @also (if any) and one @example per phrasing */ directly above it, or register it with stepDoc({ does, topic, looks, examples }) (see "Adding a step" in docs/writing-features.md).`,
    ]);
    const anonymous = [definition('Then', 'it is fine', () => undefined, 40)];
    expect(catalogueProblems(catalogue(anonymous, read(SOURCE)), { ...SETTINGS, languages: ['en'] })).toEqual([
      `${URI}:40 "it is fine" says nothing of itself: write /** what it does, then @topic, @looks, @also (if any) and one @example per phrasing */ directly above its registration, or register it with stepDoc({ does, topic, looks, examples }) (see "Adding a step" in docs/writing-features.md).`,
    ]);
  });

  it('asks no topic of a documented step when there are no topics', () => {
    const noTopic = SOURCE.replace(' * @topic Cookie notice\n', '');
    expect(catalogueProblems(catalogue(documented(), read(noTopic)), { ...SETTINGS, topics: [] })).toEqual([
      expect.stringContaining(`theyPress's @topic "Controls and keyboard" is in no list`),
      expect.stringContaining(`theMainHeadingIs's @topic "Pages and addresses" is in no list`),
    ]);
  });

  it('asks nothing of what a step says of itself when steps need not be documented, but what it says must be right', () => {
    const loose = { ...SETTINGS, documented: false, topics: [] };
    const steps = (source: string, definitions = documented()) => catalogue(definitions, read(source));
    expect(catalogueProblems(steps(''), loose)).toEqual([]);
    expect(catalogueProblems(steps(SOURCE.replace(/ \* @example .*\n/g, '')), loose)).toEqual([
      expect.stringContaining(`theyPress's @topic "Controls and keyboard" is in no list: add steps.topics`),
      expect.stringContaining(`theMainHeadingIs's @topic "Pages and addresses" is in no list`),
      expect.stringContaining(`theNoticeShows's @topic "Cookie notice" is in no list`),
    ]);
    expect(
      catalogueProblems(steps(SOURCE.replace('@example the notice shows', '@example the notice is shown')), {
        ...loose,
        topics: SETTINGS.topics,
      }),
    ).toEqual([
      expect.stringContaining('theNoticeShows\'s @example "the notice is shown" matches none of its phrasings'),
    ]);
  });

  it('reads in the project’s languages: its keywords, its language names, no guide when it has none', () => {
    const german = definition('Then', 'die Meldung erscheint', theNoticeShows, 32);
    const three = { ...SETTINGS, languages: ['en', 'ru', 'de'], guide: undefined, keywords: undefined };
    const text = renderCatalogue(
      catalogue(
        [...documented(), german],
        read(
          SOURCE.replace(
            '@example уведомление показано',
            '@example уведомление показано\n * @example die Meldung erscheint',
          ),
        ),
      ),
      three,
    );
    expect(text).toContain(
      [
        '3 steps in 9 phrasings: every step reads in English and in Russian and in German (a feature that',
        'starts with `# language: ru` uses the Russian one; a feature that starts with `# language: de` uses',
        'the German one).',
        '',
      ].join('\n'),
    );
    expect(text).toContain('- Each step shows its phrasings (English · Russian · German), what it does,');
    // Without the features' keywords, an example is written with the English ones.
    expect(text).toContain('Then уведомление показано\nThen die Meldung erscheint\n');
    const one = renderCatalogue(
      catalogue(
        documented().filter((d) => d.language === 'en'),
        read(SOURCE),
      ),
      {
        ...SETTINGS,
        languages: ['en'],
        topics: [],
      },
    );
    expect(one).toContain('3 steps in 4 phrasings. How to write a scenario with them:\n[writing-features.md]');
    expect(one).toContain(
      '- Each step shows its phrasings, what it does, what it looks at or acts on,\n  anything it does besides what its words say, and an example.\n',
    );
    expect(one).toContain('- [Steps](#steps) (3)\n');
  });

  it('writes an example of a step registered for any keyword with a star', () => {
    async function theyWait() {}
    const source = '/**\n * Waits.\n * @example they wait\n */\nasync function theyWait() {}\n';
    const text = renderCatalogue(catalogue([definition('Unknown', 'they wait', theyWait, 5)], read(source)), SETTINGS);
    expect(text).toContain('```gherkin\n* they wait\n```');
  });

  it('needs a phrasing only in the languages the steps read in', () => {
    const english = documented().filter((d) => d.language === 'en');
    const english_only = { ...SETTINGS, documented: false, languages: ['en'] };
    expect(catalogueProblems(catalogue(english, read('')), english_only)).toEqual([]);
    expect(catalogueProblems(catalogue(english, read('')), { ...english_only, languages: ['en', 'ru'] })).toHaveLength(
      4,
    );
    // An anonymous step cannot share its function with a registration in the other language.
    const [problem] = catalogueProblems(catalogue([definition('Then', 'it is fine', () => undefined, 40)], read('')), {
      ...english_only,
      languages: ['en', 'ru'],
    });
    expect(problem).toBe(
      `${URI}:40 "it is fine" (Then) has no Russian phrasing: register its function (a named one, or a const, passed to each registration) as Then under the same words in Russian too (see "Adding a step" in docs/writing-features.md).`,
    );
    const text = renderCatalogue(catalogue(english, read(SOURCE)), english_only);
    expect(text).toContain('3 steps in 4 phrasings. How to write a scenario with them:');
    expect(text).toContain('- **When** `they press {string}`\n');
    expect(text).not.toMatch(/Russian|посетитель|· —/);
  });

  it('fails a comment without a description, a topic, a known topic or what the step looks at', () => {
    const noDescription = SOURCE.replace(' * Checks that the notice shows.\n', '');
    expect(problemsWith(noDescription)).toEqual([
      expect.stringContaining("theNoticeShows's comment does not say what the step does"),
    ]);
    expect(problemsWith(SOURCE.replace(' * @topic Cookie notice\n', ''))).toEqual([
      expect.stringContaining(
        'theNoticeShows\'s comment has no @topic: add one of "Pages and addresses", "Controls and keyboard", "Forms", "Cookie notice", "Campaign cookies".',
      ),
    ]);
    expect(problemsWith(SOURCE.replace('@topic Cookie notice', '@topic Layout'))).toEqual([
      expect.stringContaining('theNoticeShows\'s @topic "Layout" is not in the list'),
    ]);
    expect(problemsWith(SOURCE.replace(' * @looks the cookie notice\n', ''))).toEqual([
      expect.stringContaining("theNoticeShows's comment has no @looks"),
    ]);
    expect(problemsWith(SOURCE.replace('@also waits', '@see waits'))).toEqual([
      expect.stringContaining("theyPress's comment has the tag @see"),
    ]);
  });

  it('fails a pattern without an example, an example that matches none of its patterns, or one of another step', () => {
    expect(problemsWith(SOURCE.replace(' * @example посетитель нажал "Открыть меню"\n', ''))).toEqual([
      `${URI}:16 theyPress has no @example for "посетитель нажал {string}" (Given): add one, as a scenario would write it (without the keyword).`,
    ]);
    expect(problemsWith(SOURCE.replace('@example the notice shows', '@example the notice is shown'))).toEqual([
      expect.stringContaining('theNoticeShows has no @example for "the notice shows" (Then)'),
      expect.stringContaining('theNoticeShows\'s @example "the notice is shown" matches none of its phrasings'),
    ]);
    const clash = [
      ...documented(),
      definition('Then', 'the main heading is "Контакты"', theyPress, 50),
      definition('Then', 'the main heading is {word}', theNoticeShows, 51),
    ];
    expect(problemsWith(SOURCE, clash)).toContainEqual(
      expect.stringContaining(
        `theMainHeadingIs's @example "the main heading is "Контакты"" also matches "the main heading is "Контакты"" (${URI}:50), "the main heading is {word}" (${URI}:51): a scenario could not use it`,
      ),
    );
  });

  it('fails a scenario’s undefined step with a snippet in both phrasings, and an ambiguous one with both places', () => {
    const clash = [...documented(), definition('Then', 'the main heading is {string}', () => undefined, 9)];
    const problems = unmatchedSteps(
      clash,
      [scenario('en', 'the sky is "blue"', 'the main heading is "Контакты"')],
      SETTINGS,
    );
    expect(problems[0]).toContain('features/en.feature:4 "the sky is "blue"" is undefined');
    expect(problems[0]).toContain("When('the sky is {string}', newStep);");
    expect(problems[0]).toContain("When('<the same step in Russian, with the same parameters>', newStep);");
    expect(problems[1]).toContain(`is ambiguous: ${URI}:20, ${URI}:9 all match it`);
    expect(unmatchedSteps(documented(), [scenario('ru', 'главный заголовок "Контакты"')], SETTINGS)).toEqual([]);
  });

  it('fails a stale file, lists unused steps as notes only, and does not change when the features do', () => {
    const definitions = documented();
    const few = [scenario('en', 'they press "Закрыть"')];
    const more = [...few, scenario('ru', 'главный заголовок "Контакты"', 'посетитель нажал "Меню"')];
    const first = checkCatalogue({
      definitions,
      scenarios: few,
      current: undefined,
      readSource: read(SOURCE),
      settings: SETTINGS,
    });
    expect(first.problems).toEqual([
      'docs/steps.md is not what the step definitions say: run "npm run features:steps" and commit it.',
    ]);
    expect(first.notes).toEqual([
      `note: no scenario uses theMainHeadingIs (${URI}:28) in any of its phrasings.`,
      `note: no scenario uses theNoticeShows (${URI}:37) in any of its phrasings.`,
    ]);
    // An anonymous step is named by its first phrasing.
    const anonymous = checkCatalogue({
      definitions: [definition('Then', 'it is fine', () => undefined, 40)],
      scenarios: few,
      current: undefined,
      readSource: read(''),
      settings: { ...SETTINGS, languages: ['en'], documented: false },
    });
    expect(anonymous.notes).toEqual([`note: no scenario uses "it is fine" (${URI}:40) in any of its phrasings.`]);
    const second = checkCatalogue({
      definitions,
      scenarios: more,
      current: first.text,
      readSource: read(SOURCE),
      settings: SETTINGS,
    });
    expect(second.text).toBe(first.text);
    expect(second.problems).toEqual([]);
    const undefinedStep = checkCatalogue({
      definitions,
      scenarios: [...more, scenario('en', 'the sky is "blue"')],
      current: first.text,
      readSource: read(SOURCE),
      settings: SETTINGS,
    });
    expect(undefinedStep.problems).toEqual([
      expect.stringMatching(/^features\/en\.feature:4 "the sky is "blue"" is undefined\./),
    ]);
    const edited = checkCatalogue({
      definitions,
      scenarios: more,
      current: `${first.text}\n`,
      readSource: read(SOURCE),
      settings: SETTINGS,
    });
    expect(edited.problems).toEqual(first.problems);
    expect(second.notes).toHaveLength(1);
    expect(unusedSteps(catalogue(definitions, read(SOURCE)), more).map((step) => step.name)).toEqual([
      'theNoticeShows',
    ]);
    expect(first.text).not.toMatch(/features\/(en|ru)\.feature/);
  });
});

describe('snippets for an undefined step', () => {
  it('types numbers as numbers', () => {
    expect(snippetFor('they wait 300 ms')).toContain('newStep(this: World, value: number)');
  });

  it('names its parameters for people: one of a kind plainly, several numbered from 1', () => {
    expect(snippetFor('the link "Блог" leads to "/blog/"')).toContain(
      'newStep(this: World, text1: string, text2: string)',
    );
    expect(snippetFor('they wait 300 ms for "x" and 2 more')).toContain(
      'newStep(this: World, value1: number, text: string, value2: number)',
    );
  });

  it('gives both phrasings, English first, the other language left for the writer, under the step’s keyword', () => {
    expect(snippetFor('the sky is "blue"', 'Then', 'SiteWorld', BOTH('en')).split('\n')).toEqual([
      'async function newStep(this: SiteWorld, text: string) {',
      '  // what the step does or checks',
      '}',
      "Then('the sky is {string}', newStep);",
      "Then('<the same step in Russian, with the same parameters>', newStep);",
    ]);
    expect(snippetFor('небо "синее"', 'Given', 'World', BOTH('ru')).split('\n').slice(3)).toEqual([
      "Given('<the same step in English, with the same parameters>', newStep);",
      "Given('небо {string}', newStep);",
    ]);
    expect(snippetFor("it's done")).toContain("When('it\\'s done', newStep);");
    // One language, one phrasing; a feature in a language the steps do not read in yet leads.
    expect(snippetFor('the sky is "blue"').split('\n').slice(3)).toEqual(["When('the sky is {string}', newStep);"]);
    expect(
      snippetFor('небо "синее"', 'Then', 'World', { of: 'ru', all: ['en'] })
        .split('\n')
        .slice(3),
    ).toEqual([
      "Then('небо {string}', newStep);",
      "Then('<the same step in English, with the same parameters>', newStep);",
    ]);
  });

  it('tells an outline’s undefined step once, not once a row, with the steps it may have meant', () => {
    const rows = ['"blue"', '"grey"', '"red"'].map((colour) => ({
      ...scenario('en', 'x'),
      steps: [{ text: `the main headline is ${colour}`, line: 7, keyword: 'Then' as const }],
    }));
    const problems = unmatchedSteps(documented(), rows, SETTINGS);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.split('\n').slice(0, 3)).toEqual([
      'features/en.feature:7 "the main headline is "blue"" (and its 2 other Examples rows) is undefined.',
      'Did you mean',
      `  Then "the main heading is {string}" (${URI}:20)`,
    ]);
    // Nothing alike, nothing offered; a Russian step is offered Russian steps only.
    expect(unmatchedSteps(documented(), [scenario('en', 'the sky is "blue"')], SETTINGS)[0]).not.toContain(
      'Did you mean',
    );
    const russian = unmatchedSteps(
      documented(),
      [scenario('ru', 'главный заголовок страницы "Контакты"')],
      SETTINGS,
    )[0];
    expect(russian).toContain('Did you mean\n  Then "главный заголовок {string}"');
    expect(russian).not.toContain('"the main heading is {string}"');
  });

  it('tells undefined steps that one snippet answers together, where each is', () => {
    const moments = [3, 9, 14].map((line, index) => ({
      ...scenario('en', 'x'),
      steps: [{ text: `${[59, 60, 30][index]} seconds pass`, line, keyword: 'When' as const }],
    }));
    const problems = unmatchedSteps(documented(), moments, SETTINGS);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.split('\n')[0]).toBe(
      'features/en.feature:3 "59 seconds pass" is undefined, like features/en.feature:9 "60 seconds pass", features/en.feature:14 "30 seconds pass": one step, the snippet below.',
    );
    expect(problems[0]).toContain("When('{int} seconds pass', newStep);");
  });

  it('without a step alike, says where to reuse or add one, then gives the snippet', () => {
    const [problem] = unmatchedSteps(documented(), [scenario('en', 'the sky is "blue"')], SETTINGS);
    expect(problem?.split('\n').slice(0, 3)).toEqual([
      'features/en.feature:4 "the sky is "blue"" is undefined.',
      'Reuse a step of docs/steps.md, or add to features/steps/ (with its comment: see "Adding a step" in docs/writing-features.md):',
      'async function newStep(this: SiteWorld, text: string) {',
    ]);
  });

  it('numbers parameters past nine as it numbers the first', () => {
    const values = Array.from({ length: 11 }, (_, index) => `"${index}"`).join(' ');
    expect(snippetFor(`the list reads ${values}`)).toContain('text10: string, text11: string)');
  });

  it('takes the keyword from what the step does in its scenario, And and But included', () => {
    const [problem] = unmatchedSteps(
      documented(),
      [{ ...scenario('en', 'x'), steps: [{ text: 'the sky is "blue"', line: 7, keyword: 'Then' }] }],
      SETTINGS,
    );
    expect(problem).toContain("Then('the sky is {string}', newStep);");
  });
});

describe('the steps most like an undefined one', () => {
  const steps = [
    definition('Then', 'the header has a link {string}', theyPress, 1),
    definition('Then', 'the footer has a link {string}', theyPress, 2),
    definition('Then', 'the footer has links {string}', theyPress, 3),
    definition('Then', 'the footer has a phone {string}', theyPress, 4),
    definition('Then', 'the notice shows', theNoticeShows, 5),
    definition('When', 'they wait {float} seconds', theyPress, 6),
    definition('When', 'they open the Bitrix24 landing', theyPress, 7),
    definition('Then', 'уведомление показано', theNoticeShows, 8),
  ];
  // The language of the feature the step is written in.
  const nearest = (text: string, limit?: number) =>
    nearestSteps(text, /[а-яё]/i.test(text.replace(/"[^"]*"/g, '')) ? 'ru' : 'en', steps, limit).map(
      ({ pattern }) => pattern,
    );

  it('are the most alike first, at most three, equally alike ones in the order of their words', () => {
    expect(nearest('the footer has a link "Блог" to "/blog/"')).toEqual([
      'the footer has a link {string}',
      'the footer has links {string}',
      'the footer has a phone {string}',
    ]);
    expect(nearest('the footer has a link "Блог" to "/blog/"', 5)).toEqual([
      'the footer has a link {string}',
      'the footer has links {string}',
      'the footer has a phone {string}',
      'the header has a link {string}',
    ]);
  });

  it('compare words by their first four letters, without values, one-letter words or the commonest', () => {
    expect(nearest('notices shown')).toEqual(['the notice shows']);
    expect(nearest('they wait 2.5 seconds')).toEqual(['they wait {float} seconds']);
    // The quoted words are a value, not words of the step.
    expect(nearest('the heading reads "the notice shows"')).toEqual([]);
    expect(nearest('a b c notice')).toEqual(['the notice shows']);
  });

  it('compare the words left when values go: quoted texts, numbers, parameters, and words of one letter', () => {
    expect(stepWords('They wait 12.25 seconds for "Блог — главная"{string} and {int} more at 9:30')).toEqual([
      'wait',
      'seco',
      'more',
    ]);
    expect(stepWords('the link"Блог"leads to /blog/')).toEqual(['link', 'lead', 'blog']);
    expect(stepWords('посетитель нажал на кнопку «Меню» и ждёт 300 мс')).toEqual([
      'посе',
      'нажа',
      'кноп',
      'меню',
      'ждёт',
      'мс',
    ]);
  });

  it('are as alike as half their words, or more', () => {
    expect(nearest('the notice hides')).toEqual(['the notice shows']);
    expect(nearest('the notice hides slowly')).toEqual([]);
  });

  it('are in the language of the step', () => {
    expect(nearest('посетитель открывает Bitrix24 landing')).toEqual([]);
    expect(nearest('уведомление показано сразу')).toEqual(['уведомление показано']);
  });
});

describe("a definition's file", () => {
  it('is read back from the percent-encoded path a stack trace gives under a folder with a space or Cyrillic letters', () => {
    const cwd = '/home/ana/Мои проекты/сайт';
    expect(
      definitionPath('../../%D0%9C%D0%BE%D0%B8%20%D0%BF%D1%80%D0%BE%D0%B5%D0%BA%D1%82%D1%8B/сайт/steps/a.ts', cwd),
    ).toBe('steps/a.ts');
    expect(definitionPath('features/steps/a_steps.ts', cwd)).toBe('features/steps/a_steps.ts');
    expect(definitionPath('steps/100%.ts', cwd)).toBe('steps/100%.ts');
  });
});
