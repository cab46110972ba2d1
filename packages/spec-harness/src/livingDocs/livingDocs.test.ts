/* eslint-disable @typescript-eslint/no-unsafe-class-instance-assignment, @typescript-eslint/no-unsafe-enum-assignment --
   Messages are plain JSON in a report: @cucumber/messages' classes and enums serve as their shapes. */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AttachmentContentEncoding, Envelope } from '@cucumber/messages';
import { beforeEach, describe, expect, it } from 'vitest';
import { runEnvelopes } from '../cucumberReports/runMessages.ts';
import { featureSource } from './featureSource.ts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { formatDuration } from './page/Badge.tsx';
import { Gherkin } from './page/Gherkin.tsx';
import { renderHtml } from './renderHtml.tsx';
import { renderMarkdown } from './page/Markdown.tsx';
import { buildModel, worstStatus, type LivingDocs, type RunInput } from './model.ts';
import { runResults } from './runResults.ts';
import { writeLivingDocs } from './writeLivingDocs.ts';
import { scenariosIn } from '../specCoverage.ts';
import { parseSpecification } from '../specification.ts';
import { htmlErrors } from '../cucumber/accessibility.ts';
import {
  featureEnvelopes,
  picklesOf,
  runOf,
  runStarted,
  TINY_PNG_BASE64,
  type AttemptPlan,
} from '../cucumberReports/madeUpMessages.ts';

// The living documentation (the `living` command): the specification's clauses, the
// scenarios that prove each (English and Russian), their last results by run, failures with their
// screenshots as files. Built here from a small specification, two features and made-up runs.

const SPECIFICATION = `# The specification

Intro with a [decision](decisions/001.md), a [bad link](javascript:alert) and \`code\`.

## 1. What it is

### 1.1 Described only

A descriptive clause.

## 2. Behaviour

### 2.1 Cookie notice

The notice **shows** after \`5000 ms\`.

- once a visit
- never again

### 2.2 Search

Search finds <b>pages</b>.

### 2.3 Nothing proves this

Alone.

### 2.4 A configuration mistake

Proved by: spec/unit/guards.test.ts
`;

const ENGLISH = `Feature: Cookie notice

  Background:
    Given a visitor opens "/"

  @spec-2.1
  Scenario: The notice shows
    Then the cookie notice shows

  Rule: Hostile names are text
    @spec-2.1
    Scenario: <script>alert(1)</script>
      When they wait
      Then nothing happens

  Scenario: Names no clause
    Then nothing
`;

const RUSSIAN = `# language: ru
Функция: Поиск

  Структура сценария: Поиск находит <запрос>
    Когда посетитель ищет "<запрос>"
    Тогда он видит "<итог>"

    @spec-2.2
    Примеры:
      | запрос | итог  |
      | отчёт  | Отчёт |
      | кейс   | Кейс  |

    @spec-2.1
    Примеры: чужие
      | запрос | итог |
      | куки   | Куки |
`;

/** The sections whose clauses need proof, as in a site whose visitors meet sections 2, 4, 5, 7, 8 and 9. */
const NEEDING_PROOF = [2, 4, 5, 7, 8, 9];

interface Fixture {
  root: string;
  features: string;
  specificationPath: string;
  en: string;
  ru: string;
}

function fixture(): Fixture {
  const root = mkdtempSync(join(tmpdir(), 'living-'));
  const features = join(root, 'features');
  mkdirSync(join(features, 'ru'), { recursive: true });
  writeFileSync(join(features, 'cookie.feature'), ENGLISH);
  writeFileSync(join(features, 'ru', 'search.feature'), RUSSIAN);
  mkdirSync(join(root, 'docs'));
  writeFileSync(join(root, 'docs', 'specification.md'), SPECIFICATION);
  return {
    root,
    features,
    specificationPath: join(root, 'docs', 'specification.md'),
    en: join(features, 'cookie.feature'),
    ru: join(features, 'ru', 'search.feature'),
  };
}

const readFile = (file: string) =>
  file === 'spec/unit/guards.test.ts' ? "it('spec 2.4 stops the server')" : undefined;

/** A run of the fixture's features: `plans` by scenario name (an outline's rows by their name). */
function run(f: Fixture, plans: Record<string, AttemptPlan[]>, startMs = 1_800_000_000_000): Envelope[] {
  const documents = [...featureEnvelopes(f.en, ENGLISH), ...featureEnvelopes(f.ru, RUSSIAN)];
  const runs = picklesOf(documents).flatMap((pickle, index) => {
    const plan = plans[pickle.name];
    return plan ? runOf(pickle, plan, startMs + index * 100_000) : [];
  });
  return [runStarted(startMs), ...documents, ...runs];
}

const passed = (ms: number): AttemptPlan => ({ statuses: ['PASSED', 'PASSED'], ms });

function build(f: Fixture, runs: RunInput[]): LivingDocs {
  return buildModel({
    specification: parseSpecification(SPECIFICATION, 'docs/specification.md'),
    specificationPath: 'docs/specification.md',
    sectionsNeedingProof: NEEDING_PROOF,
    scenarios: scenariosIn(f.features),
    features: [featureSource(f.en, ENGLISH), featureSource(f.ru, RUSSIAN)],
    runs,
    readFile,
  });
}

function standardRuns(f: Fixture): RunInput[] {
  return [
    {
      id: 'embedded',
      label: 'Embedded run',
      envelopes: run(f, {
        'The notice shows': [
          { statuses: ['PASSED', 'FAILED'], ms: 3000, message: 'first try failed' },
          { statuses: ['PASSED', 'PASSED'], ms: 1500 },
        ],
        '<script>alert(1)</script>': [
          {
            statuses: ['PASSED', 'PASSED', 'FAILED'],
            ms: 2345,
            message: '\u001b[31mExpected <b>nothing</b>\u001b[39m',
            screenshot: TINY_PNG_BASE64,
            note: 'Playwright trace: reports/traces/x.zip',
          },
        ],
        'Names no clause': [passed(100)],
        'Поиск находит отчёт': [passed(250)],
        'Поиск находит куки': [passed(4321)],
      }),
    },
    {
      id: 'deployed',
      label: 'Deployed topology',
      envelopes: run(f, { 'The notice shows': [passed(800)] }, 1_800_000_500_000),
    },
  ];
}

const clause = (docs: LivingDocs, id: string) => {
  const found = docs.sections.flatMap((section) => section.clauses).find((entry) => entry.id === id);
  if (!found) throw new Error(`no clause ${id}`);
  return found;
};

// Everything that runs the code under test runs inside a test or a beforeEach, never while the file
// is collected: mutation testing (docs/mutation.md) switches its mutants on only for the tests.
describe('the living documentation model', () => {
  let f: Fixture;
  let docs: LivingDocs;
  beforeEach(() => {
    f = fixture();
    docs = build(f, standardRuns(f));
  });

  it('has every section and clause of the specification, in order', () => {
    expect(docs.sections.map((section) => `${section.number} ${section.title}`)).toEqual([
      '1 What it is',
      '2 Behaviour',
    ]);
    expect(docs.sections.flatMap((section) => section.clauses.map((entry) => entry.id))).toEqual([
      '1.1',
      '2.1',
      '2.2',
      '2.3',
      '2.4',
    ]);
    expect(clause(docs, '2.1').text).toContain('The notice **shows**');
  });

  it('groups a clause’s scenarios by feature, English and Russian, in their own words', () => {
    const groups = clause(docs, '2.1').features;
    expect(groups.map((group) => [group.uri, group.language, group.name])).toEqual([
      [f.en, 'en', 'Cookie notice'],
      [f.ru, 'ru', 'Поиск'],
    ]);
    expect(groups[0]?.background).toBe('Background:\n  Given a visitor opens "/"');
    expect(groups[0]?.scenarios.map((doc) => [doc.name, doc.line])).toEqual([
      ['The notice shows', 7],
      ['<script>alert(1)</script>', 12],
    ]);
    expect(groups[0]?.scenarios[0]?.gherkin).toBe(
      '@spec-2.1\nScenario: The notice shows\n  Then the cookie notice shows',
    );
    expect(groups[0]?.scenarios[1]?.rule).toEqual({ keyword: 'Rule', name: 'Hostile names are text' });
  });

  it('shows an outline under a clause with only the Examples blocks that prove it', () => {
    const [under21] = clause(docs, '2.1').features[1]?.scenarios ?? [];
    const [under22] = clause(docs, '2.2').features[0]?.scenarios ?? [];
    expect(under21?.gherkin).toContain('Структура сценария: Поиск находит <запрос>');
    expect(under21?.gherkin).toContain('Примеры: чужие');
    expect(under21?.gherkin).not.toContain('отчёт');
    expect(under22?.gherkin).toContain('| отчёт  | Отчёт |');
    expect(under22?.gherkin).not.toContain('чужие');
    expect(under22?.rows.map((row) => [row.line, row.cells])).toEqual([
      [11, ['отчёт', 'Отчёт']],
      [12, ['кейс', 'Кейс']],
    ]);
    expect(under21?.rows.map((row) => row.cells)).toEqual([['куки', 'Куки']]);
  });

  it('gives each scenario its last status and duration in each run', () => {
    const [notice, hostile] = clause(docs, '2.1').features[0]?.scenarios ?? [];
    const [embedded, deployed] = notice?.rows[0]?.results ?? [];
    expect(embedded).toMatchObject({ status: 'flaky', attempts: 2, durationMs: 1500 });
    expect(deployed).toMatchObject({ status: 'passed', attempts: 1, durationMs: 800 });
    expect(notice?.status).toBe('flaky');
    expect(hostile?.rows[0]?.results.map((result) => result?.status)).toEqual(['failed', 'outside']);
    expect(hostile?.rows[0]?.results[0]?.durationMs).toBe(2345);
    expect(hostile?.status).toBe('failed');

    const [outline] = clause(docs, '2.2').features[0]?.scenarios ?? [];
    expect(outline?.rows.map((row) => row.status)).toEqual(['passed', 'outside']);
    expect(outline?.rows[0]?.results[0]?.durationMs).toBe(250);
    expect(outline?.status).toBe('passed');
    expect(clause(docs, '2.1').status).toBe('failed');
    // One row of its outline ran in no run: the clause is not badged by the other.
    expect(clause(docs, '2.2').status).toBe('not-run');
  });

  it('says which step failed, with its message, and the screenshot of that attempt', () => {
    const hostile = clause(docs, '2.1').features[0]?.scenarios[1];
    const failure = hostile?.rows[0]?.results[0]?.failure;
    expect(failure).toEqual({
      step: 'Then nothing happens',
      line: 14,
      message: 'Expected <b>nothing</b>',
      screenshots: [expect.stringMatching(/^screenshots\/embedded-.*-12-1\.png$/)],
      notes: ['Playwright trace: reports/traces/x.zip'],
    });
    expect(docs.images).toEqual([{ path: failure?.screenshots[0], mediaType: 'image/png', base64: TINY_PNG_BASE64 }]);
    // A scenario that passed on its second try keeps what made the first fail.
    const notice = clause(docs, '2.1').features[0]?.scenarios[0];
    expect(notice?.rows[0]?.results[0]?.failure).toMatchObject({
      step: 'Then the cookie notice shows',
      message: 'first try failed',
      screenshots: [],
    });
  });

  it('marks clauses nothing proves, and names the unit test of one only a unit test proves', () => {
    expect(clause(docs, '2.3')).toMatchObject({ status: 'unproved', needsProof: true, features: [], unitTests: [] });
    expect(clause(docs, '1.1')).toMatchObject({ status: 'unproved', needsProof: false });
    expect(clause(docs, '2.4')).toMatchObject({ status: 'unit-test', unitTests: ['spec/unit/guards.test.ts'] });
  });

  it('sums up clauses and scenarios, and lists what needs attention', () => {
    expect(docs.summary).toMatchObject({
      clauses: 5,
      proved: 3,
      unproved: 2,
      scenarios: { passed: 3, failed: 1, flaky: 1, skipped: 0, 'not-run': 0, outside: 1 },
      byRun: [
        { passed: 3, failed: 1, flaky: 1, skipped: 0, 'not-run': 0, outside: 1 },
        { passed: 1, failed: 0, flaky: 0, skipped: 0, 'not-run': 0, outside: 5 },
      ],
    });
    expect(docs.summary.attention.map((item) => [item.name, item.status])).toEqual([
      ['The notice shows', 'flaky'],
      ['<script>alert(1)</script>', 'failed'],
    ]);
    expect(docs.unlinked.flatMap((group) => group.scenarios.map((doc) => doc.name))).toEqual(['Names no clause']);
    expect(docs.runs).toEqual([
      { id: 'embedded', label: 'Embedded run', hasReport: true, startedAt: '2027-01-15T08:00:00Z' },
      { id: 'deployed', label: 'Deployed topology', hasReport: true, startedAt: '2027-01-15T08:08:20Z' },
    ]);
  });

  it('shows every scenario as not run when a run left no report', () => {
    const none = build(f, [{ id: 'embedded', label: 'Embedded run' }]);
    expect(none.runs).toEqual([{ id: 'embedded', label: 'Embedded run', hasReport: false }]);
    expect(none.summary.scenarios).toEqual({ passed: 0, failed: 0, flaky: 0, skipped: 0, 'not-run': 6, outside: 0 });
    expect(none.summary.byRun).toEqual([{ passed: 0, failed: 0, flaky: 0, skipped: 0, 'not-run': 6, outside: 0 }]);
    expect(clause(none, '2.1').status).toBe('not-run');
    expect(none.images).toEqual([]);
  });

  it('finds a scenario whose line moved since the run by its name, if no other has that name', () => {
    const moved = `Feature: Cookie notice\n\n  # a comment pushes the scenarios down\n\n${ENGLISH.split('\n').slice(1).join('\n')}`;
    const envelopes = [...featureEnvelopes(f.en, moved)];
    const pickles = picklesOf(envelopes);
    const notice = pickles.find((pickle) => pickle.name === 'The notice shows');
    if (!notice) throw new Error('no pickle');
    const results = build(f, [
      { id: 'embedded', label: 'Embedded run', envelopes: [...envelopes, ...runOf(notice, [passed(10)])] },
    ]);
    expect(clause(results, '2.1').features[0]?.scenarios[0]?.rows[0]?.results[0]?.status).toBe('passed');
  });
});

describe('the results of a run', () => {
  const f = fixture();
  const documents = featureEnvelopes(f.en, ENGLISH);
  const [background, hostile] = picklesOf(documents).slice(0, 2);
  if (!background || !hostile) throw new Error('no pickles');

  it('fails a scenario the run stopped in, and one whose After hook failed, naming the hook', () => {
    const { results } = runResults(
      [
        ...documents,
        {
          hook: {
            id: 'hook-after',
            name: 'screenshot',
            sourceReference: { uri: 'features/support/hooks.ts', location: { line: 90 } },
          },
        },
        ...runOf(background, [{ statuses: ['PASSED', 'PASSED'], ms: 50, hookFails: true, message: 'hook broke' }]),
        ...runOf(hostile, [{ statuses: ['PASSED', 'PASSED'], ms: 50, unfinished: true }]),
      ],
      'embedded',
    );
    expect(results[0]).toMatchObject({
      status: 'failed',
      failure: { step: 'Hook "screenshot" (features/support/hooks.ts:90)', message: 'hook broke' },
    });
    expect(results[0]?.failure?.line).toBeUndefined();
    expect(results[1]).toMatchObject({
      status: 'failed',
      failure: { step: 'The scenario', message: 'The run stopped before this scenario finished.' },
    });
    expect(results[1]?.durationMs).toBeUndefined();
    expect(results[2]).toMatchObject({ status: 'outside', attempts: 0 });
  });

  it('counts an undefined step as a failure and a skipped one as skipped', () => {
    const { results } = runResults(
      [
        ...documents,
        ...runOf(background, [{ statuses: ['PASSED', 'UNDEFINED'], ms: 5 }]),
        ...runOf(hostile, [{ statuses: ['PASSED', 'SKIPPED', 'SKIPPED'], ms: 5 }]),
      ],
      'deployed',
    );
    expect(results.map((result) => result.status)).toEqual(['failed', 'skipped', 'outside']);
    expect(results[0]?.failure?.message).toBe("The step's status is undefined.");
    expect(results[0]?.failure?.step).toBe('Then the cookie notice shows');
  });

  it('tells whether the last attempt passed a Then step: a scenario that checked nothing proves nothing', () => {
    const { results } = runResults(
      [
        ...documents,
        // The first attempt passed its Then step, the last one skipped it.
        ...runOf(background, [
          { statuses: ['PASSED', 'PASSED'], ms: 5 },
          { statuses: ['PASSED', 'SKIPPED'], ms: 5 },
        ]),
        ...runOf(hostile, [{ statuses: ['PASSED', 'PASSED', 'PASSED'], ms: 5 }]),
      ],
      'embedded',
    );
    expect(results.map((result) => result.ranThen)).toEqual([false, true, undefined]);
    const whenOnly = runResults(
      [...documents, ...runOf(hostile, [{ statuses: ['PASSED', 'PASSED', 'SKIPPED'], ms: 5 }])],
      'embedded',
    ).results;
    expect(whenOnly[1]?.ranThen).toBe(false);
  });

  it('merges the shards of a run (each parsed the features with its own ids) into one', () => {
    const shard = (name: string) => {
      const own = featureEnvelopes(f.en, ENGLISH);
      const pickle = picklesOf(own).find((candidate) => candidate.name === name);
      if (!pickle) throw new Error(name);
      return [runStarted(), ...own, ...runOf(pickle, [passed(20)])]
        .map((envelope) => JSON.stringify(envelope))
        .join('\n');
    };
    const merged = runEnvelopes([shard('The notice shows'), shard('Names no clause')]);
    expect(runResults(merged, 'embedded').results.map((result) => [result.name, result.status])).toEqual([
      ['The notice shows', 'passed'],
      ['<script>alert(1)</script>', 'outside'],
      ['Names no clause', 'passed'],
    ]);
    expect(runEnvelopes([])).toEqual([]);
  });

  it('keeps the worst status among several', () => {
    expect(worstStatus(['passed', 'not-run', 'flaky'])).toBe('flaky');
    expect(worstStatus(['flaky', 'failed', 'passed'])).toBe('failed');
    expect(worstStatus(['not-run', 'skipped'])).toBe('skipped');
    expect(worstStatus(['not-run', 'passed'])).toBe('passed');
    expect(worstStatus([])).toBe('not-run');
  });
});

describe('the living documentation page', () => {
  let f: Fixture;
  let outDir: string;
  let docs: LivingDocs;
  let html: string;
  beforeEach(() => {
    f = fixture();
    outDir = join(f.root, 'reports', 'living');
    const written = writeLivingDocs({
      outDir,
      runs: standardRuns(f),
      specificationPath: f.specificationPath,
      featuresFolder: f.features,
      sectionsNeedingProof: NEEDING_PROOF,
      readFile,
    });
    docs = written.docs;
    html = readFileSync(written.page, 'utf8');
  });
  const articleOf = (id: string) => {
    const start = html.indexOf(`<article class="clause" id="clause-${id}"`);
    return html.slice(start, html.indexOf('</article>', start));
  };

  it('writes the failed scenario’s screenshot as a file beside the page, and shows it from there', () => {
    const [path] = docs.images.map((image) => image.path);
    expect(readdirSync(join(outDir, 'screenshots'))).toHaveLength(1);
    expect(readFileSync(join(outDir, path ?? '')).equals(Buffer.from(TINY_PNG_BASE64, 'base64'))).toBe(true);
    expect(html).toContain(`<a href="${path}"><img src="${path}" loading="lazy" alt=`);
    expect(html).not.toContain(TINY_PNG_BASE64);
    expect(html).not.toContain('data:image');
  });

  it('rewrites the screenshots of an earlier run', () => {
    writeFileSync(join(outDir, 'screenshots', 'stale.png'), 'old');
    writeLivingDocs({
      outDir,
      runs: [],
      specificationPath: f.specificationPath,
      featuresFolder: f.features,
      sectionsNeedingProof: NEEDING_PROOF,
      readFile,
    });
    expect(existsSync(join(outDir, 'screenshots'))).toBe(false);
    expect(existsSync(join(outDir, 'index.html'))).toBe(true);
  });

  it('shows hostile text as text', () => {
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('Expected &lt;b&gt;nothing&lt;/b&gt;');
    expect(html).toContain('Search finds &lt;b&gt;pages&lt;/b&gt;.');
    expect(html.match(/<script>/g)).toHaveLength(1);
  });

  it('marks a clause nothing proves and names a unit test that proves one', () => {
    expect(articleOf('2.3')).toContain('class="st st-unproved">Nothing proves this clause');
    expect(articleOf('2.3')).toContain('It needs a scenario tagged <code>@spec-2.3</code>');
    expect(articleOf('1.1')).toContain('Nothing proves this clause');
    expect(articleOf('1.1')).toContain('a scenario is welcome but not required');
    expect(articleOf('2.1')).not.toContain('st-unproved');
    expect(articleOf('2.4')).toContain('proved by a unit test');
    expect(articleOf('2.4')).toContain('<code>spec/unit/guards.test.ts</code>');
    expect(html).toContain('3 of 5 clauses proved');
    expect(html).toContain('2 with nothing proving them');
  });

  it('shows each scenario’s Gherkin in its language, its results by run and its failed step', () => {
    const cookie = articleOf('2.1');
    expect(cookie).toContain('<pre class="gherkin" lang="ru">');
    expect(cookie).toContain('<span class="g-kw">Структура сценария:</span> Поиск находит &lt;запрос&gt;');
    expect(cookie).toContain('<span class="g-kw">Then </span>the cookie notice shows');
    expect(cookie).toContain('<span class="lang">Russian</span>');
    expect(cookie).toContain('<span class="lang">English</span>');
    expect(cookie).toContain('<span class="st st-flaky">passed on retry</span> <small>1.5 s, 2 tries</small>');
    expect(cookie).toContain('<span class="st st-passed">passed</span> <small>800 ms</small>');
    expect(cookie).toContain('<code>куки | Куки</code> <small>line 17</small>');
    expect(cookie).toContain('Embedded run: failed at</strong> <code class="step">Then nothing happens</code>');
    expect(cookie).toContain('(line 14)');
    expect(cookie).toContain('Playwright trace: reports/traces/x.zip');
    expect(html).toContain('<span class="st st-failed">1 failed</span>');
    expect(html).toContain('<span class="st st-outside">1 not in this run</span>');
    expect(html).toContain('<span class="st st-zero st-not-run">0 not run</span>');
    expect(html).toContain('<span class="st st-zero st-skipped">0 skipped</span>');
  });

  it('renders the specification’s Markdown with links relative to the page', () => {
    expect(articleOf('2.1')).toContain(
      '<p>The notice <strong>shows</strong> after <code>5000 ms</code>.</p>\n<ul>\n<li>once a visit</li>\n<li>never again</li>\n</ul>',
    );
    expect(html).toContain('<a href="../../docs/decisions/001.md">decision</a>');
    expect(html).toContain(', a bad link and');
    expect(html).not.toContain('# The specification');
  });

  it('is valid HTML', async () => {
    expect((await htmlErrors(html)).map((message) => `${message.line}:${message.column} ${message.message}`)).toEqual(
      [],
    );
  });

  it('needs nothing from elsewhere, and offers a labelled search box that only a script shows', () => {
    expect(html).not.toMatch(/\b(src|href)="(https?:)?\/\//);
    expect(html).not.toMatch(/<link\b/);
    expect(html).toContain('<div class="search" id="search" role="search" hidden="">');
    expect(html).toContain('<label for="search-text">Search clauses and scenarios</label>');
    expect(html).toMatch(/<header[^>]*>[\s\S]*<nav[\s\S]*<main id="main">/);
  });
});

describe('a feature file as written', () => {
  const TEXT = `Feature: F
  About it.

  Background:
    Given x

  @a
  Scenario: One
    Given y
      | cell |
  # a comment about the next one

  Rule: R
    Background:
      Given z

    Scenario Outline: Two <n>
      Given <n>

      @tagged
      Examples: first
        | n |
        | 1 |

      Examples: second
        | n |
        | 2 |
        | 3 |

    Scenario: Three
      Given w
`;

  it('cuts each scenario, its Examples and the Backgrounds out of the file, indentation removed', () => {
    expect(featureSource('f.feature', TEXT)).toEqual({
      uri: 'f.feature',
      language: 'en',
      description: 'About it.',
      keyword: 'Feature',
      name: 'F',
      background: 'Background:\n  Given x',
      scenarios: [
        { line: 8, keyword: 'Scenario', name: 'One', text: '@a\nScenario: One\n  Given y\n    | cell |', examples: [] },
        {
          line: 17,
          keyword: 'Scenario Outline',
          name: 'Two <n>',
          rule: { keyword: 'Rule', name: 'R', background: 'Background:\n  Given z' },
          text: 'Scenario Outline: Two <n>\n  Given <n>',
          examples: [
            { line: 21, text: '@tagged\nExamples: first\n  | n |\n  | 1 |', rows: [{ line: 23, cells: ['1'] }] },
            {
              line: 25,
              text: 'Examples: second\n  | n |\n  | 2 |\n  | 3 |',
              rows: [
                { line: 27, cells: ['2'] },
                { line: 28, cells: ['3'] },
              ],
            },
          ],
        },
        {
          line: 30,
          keyword: 'Scenario',
          name: 'Three',
          rule: { keyword: 'Rule', name: 'R', background: 'Background:\n  Given z' },
          text: 'Scenario: Three\n  Given w',
          examples: [],
        },
      ],
    });
  });

  it('reads an empty file as a feature with no scenario', () => {
    expect(featureSource('empty.feature', '')).toEqual({
      uri: 'empty.feature',
      language: 'en',
      keyword: 'Feature',
      name: 'empty.feature',
      scenarios: [],
    });
    expect(featureSource('r.feature', '# language: ru\nФункция: Ф\n').language).toBe('ru');
  });
});

describe('what a run attaches to a failure', () => {
  const f = fixture();
  const documents = featureEnvelopes(f.en, ENGLISH);
  const [first] = picklesOf(documents);
  if (!first) throw new Error('no pickle');

  it('keeps every image as a file of its type, ignores other files, and shortens long messages and notes', () => {
    const attach = (mediaType: string, body: string, encoding: 'BASE64' | 'IDENTITY') => ({
      attachment: {
        body,
        contentEncoding: encoding as AttachmentContentEncoding,
        mediaType,
        testCaseStartedId: `case-${first.id}-attempt-0`,
      },
    });
    const { results, images } = runResults(
      [
        ...documents,
        { hook: { id: 'hook-after', sourceReference: { uri: 'features/support/hooks.ts', location: { line: 7 } } } },
        ...runOf(first, [{ statuses: ['PASSED', 'FAILED'], ms: 5, message: 'x'.repeat(5000) }]).flatMap((envelope) =>
          envelope.testCaseFinished
            ? [
                attach('image/png', 'AAAA', 'BASE64'),
                attach('image/jpeg', 'BBBB', 'BASE64'),
                attach('application/zip', 'CCCC', 'BASE64'),
                attach('text/plain', 'y'.repeat(600), 'IDENTITY'),
                attach('image/png', 'not base64', 'IDENTITY'),
                envelope,
              ]
            : [envelope],
        ),
      ],
      'split run',
    );
    const failure = results[0]?.failure;
    expect(failure?.message).toBe(`${'x'.repeat(4000)}…`);
    expect(failure?.notes).toEqual(['y'.repeat(500)]);
    expect(failure?.screenshots).toEqual([
      `screenshots/split-run-${f.en
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-/, '')}-7-1.png`,
      expect.stringMatching(/-7-1-2\.jpg$/),
    ]);
    expect(images.map((image) => [image.mediaType, image.base64])).toEqual([
      ['image/png', 'AAAA'],
      ['image/jpeg', 'BBBB'],
    ]);
  });

  it('names a hook by where it is defined, and counts pending and ambiguous steps as failures', () => {
    for (const status of ['PENDING', 'AMBIGUOUS', 'UNKNOWN']) {
      const { results } = runResults([...documents, ...runOf(first, [{ statuses: ['PASSED', status], ms: 5 }])], 'x');
      expect(results[0]?.status).toBe('failed');
    }
    const { results } = runResults(
      [
        ...documents,
        { hook: { id: 'hook-after', sourceReference: { uri: 'features/support/hooks.ts', location: { line: 7 } } } },
        ...runOf(first, [{ statuses: ['PASSED', 'PASSED'], ms: 5, hookFails: true, message: 'm' }]),
      ],
      'x',
    );
    expect(results[0]?.failure?.step).toBe('Hook (features/support/hooks.ts:7)');
  });

  it('takes the attempts in their order, whatever the order of their messages', () => {
    const envelopes = runOf(first, [
      { statuses: ['FAILED'], ms: 5, message: 'first' },
      { statuses: ['PASSED', 'PASSED'], ms: 7 },
    ]);
    const [testCase, ...attempts] = envelopes;
    const half = attempts.findIndex((envelope) => envelope.testCaseFinished) + 1;
    const reordered = [...documents, testCase, ...attempts.slice(half), ...attempts.slice(0, half)].filter(
      (envelope): envelope is Envelope => envelope !== undefined,
    );
    expect(runResults(reordered, 'x').results[0]).toMatchObject({ status: 'flaky', durationMs: 7 });
  });
});

describe('the pieces of the page', () => {
  it('renders Markdown as CommonMark, every character of its source as text', () => {
    expect(renderMarkdown('1. one\n   more\n2. two\n\nA <i>paragraph</i>\nwrapped.')).toBe(
      '<ol>\n<li>one\nmore</li>\n<li>two</li>\n</ol>\n<p>A &lt;i&gt;paragraph&lt;/i&gt;\nwrapped.</p>',
    );
    // A Gherkin description: a list may follow a paragraph's line, and a blank line ends it.
    expect(
      renderMarkdown('Why: it depends\non the answer:\n- a page\n  for many;\n- one.\n\nIn the browser too.'),
    ).toBe(
      '<p>Why: it depends\non the answer:</p>\n<ul>\n<li>a page\nfor many;</li>\n<li>one.</li>\n</ul>\n<p>In the browser too.</p>',
    );
    // No heading breaks the page's outline, and no image loads from elsewhere.
    expect(renderMarkdown('# Not a heading\nText\n===\n![a picture](https://x.example/a.png)')).toBe(
      '<p># Not a heading\nText\n===\n!<a href="https://x.example/a.png">a picture</a></p>',
    );
    expect(renderMarkdown('`<b>` **`x`** <script>alert(1)</script>')).toBe(
      '<p><code>&lt;b&gt;</code> <strong><code>x</code></strong> &lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });

  it('keeps only web, mail and relative links, the relative ones from the page', () => {
    const links = (markdown: string, linkBase?: string) =>
      renderMarkdown(markdown, linkBase === undefined ? {} : { linkBase }).replace(/^<p>|<\/p>$/g, '');
    // Only web and mail addresses are kept as they are, never a scheme that merely contains one.
    expect(links('[a](http://a.example/) [b](javascript:https://x) [c](docs/a:b.md) [d](docs/d.md)')).toBe(
      '<a href="http://a.example/">a</a> b <a href="docs/a:b.md">c</a> <a href="docs/d.md">d</a>',
    );
    expect(links('[site](https://example.com/a?b=1&c=2) [m](mailto:a@b.c) [x](data:text/html,hi) [y](#top)')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2">site</a> <a href="mailto:a@b.c">m</a> x y',
    );
    expect(links('[**bold**](docs/a.md) [x](//evil.example/) <javascript:alert(1)>', '../')).toBe(
      '<a href="../docs/a.md"><strong>bold</strong></a> x javascript:alert(1)',
    );
  });

  it('marks Gherkin’s tags, comments and keywords, in the feature’s language', () => {
    const gherkin = (text: string, language: string) =>
      renderToStaticMarkup(createElement(Gherkin, { text, language }));
    expect(gherkin('@tag\n# note\nКогда <x>\n  | a |', 'ru')).toBe(
      '<pre class="gherkin" lang="ru"><code><span class="g-tag">@tag</span>\n<span class="g-comment"># note</span>\n<span class="g-kw">Когда </span>&lt;x&gt;\n  | a |</code></pre>',
    );
    expect(gherkin('When it rains', 'xx')).toContain('<span class="g-kw">When </span>it rains');
  });

  it('writes durations for people', () => {
    expect(formatDuration(undefined)).toBe('');
    expect(formatDuration(999.4)).toBe('999 ms');
    expect(formatDuration(1000)).toBe('1.0 s');
    expect(formatDuration(61_234)).toBe('61.2 s');
  });

  it('renders a page with nothing run and nothing to show', () => {
    const html = renderHtml({
      preamble: '',
      runs: [],
      sections: [],
      unlinked: [],
      images: [],
      history: { format: 'run-history/1', runs: [] },
      summary: {
        clauses: 0,
        proved: 0,
        unproved: 0,
        states: { proved: 0, 'partly-built': 0, pending: 0, shallow: 0, unproved: 0, stale: 0, withdrawn: 0 },
        scenarios: { passed: 0, failed: 0, flaky: 0, skipped: 0, 'not-run': 0, outside: 0 },
        byRun: [],
        attention: [],
      },
    });
    expect(html).toContain('<strong>0 of 0 clauses proved</strong> by a scenario or a unit test.</p>');
    expect(html).not.toContain('Needs attention');
    expect(html).not.toContain('class="preamble"');
  });
});
