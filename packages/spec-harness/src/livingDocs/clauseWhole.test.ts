import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { acceptClauses } from '../clauseLedger.ts';
import { featureEnvelopes, picklesOf, runOf, runStarted, type AttemptPlan } from '../cucumberReports/madeUpMessages.ts';
import { parseSpecification } from '../specification.ts';
import type { ClausesJson } from './clausesJson.ts';
import type { RunInput } from './model.ts';
import { writeLivingDocs } from './writeLivingDocs.ts';

const SPEC = `# Spec

## 1. Behaviour

### 1.1 Cookie notice

The notice shows after 5000 ms.

Rule: site/rules/notice.ts

### 1.2 Search

Search finds pages.

### 1.3 Drafts

Drafts are kept.
`;

const FEATURE = `Feature: Notice
  The notice, clause 1.1; the search, clause 1.2.

  @spec-1.1
  Scenario: The notice shows
    When a visitor waits
    Then the notice shows

  @spec-1.1
  Scenario: The notice hides
    When a visitor scrolls
    Then the notice hides

  @spec-1.2
  Scenario Outline: Search finds <what>
    When a visitor searches "<what>"
    Then a result shows

    Examples:
      | what  |
      | pages |
      | news  |

  @spec-1.3 @wip
  Scenario: A draft is kept
    When a draft is saved
    Then it is kept
`;

/** ajv-formats is CommonJS: its default export is the function. */
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;

const ok: AttemptPlan = { statuses: ['PASSED', 'PASSED'], ms: 10 };
const bad: AttemptPlan = { statuses: ['PASSED', 'FAILED'], ms: 10, message: 'no notice' };

/** A project in a folder of its own, and a function that writes its living documentation after a run. */
function project() {
  const root = mkdtempSync(join(tmpdir(), 'clause-whole-'));
  mkdirSync(join(root, 'features'));
  mkdirSync(join(root, 'docs'));
  const featurePath = join(root, 'features', 'notice.feature');
  writeFileSync(featurePath, FEATURE);
  writeFileSync(join(root, 'docs', 'specification.md'), SPEC);
  const spec = parseSpecification(SPEC, 'docs/specification.md');
  const ledger = acceptClauses({ clauses: {} }, spec, 'all');
  const documents = featureEnvelopes(featurePath, FEATURE);
  const pickles = picklesOf(documents);
  const outDir = join(root, 'reports', 'living');
  const historyPath = join(root, 'reports', 'run-history.json');
  /** One run at `hour`: per pickle name, its attempts. */
  const envelopesOf = (hour: number, plans: Record<string, AttemptPlan[]>) => {
    const start = Date.UTC(2026, 10, 29, hour);
    return [
      runStarted(start),
      ...documents,
      ...pickles.flatMap((pickle, index) => {
        const plan = plans[pickle.name];
        return plan ? runOf(pickle, plan, start + index * 1000) : [];
      }),
    ];
  };
  /** `before`: the full run a partial one came after, when the documentation was not written between them. */
  const living = (
    hour: number,
    plans: Record<string, AttemptPlan[]>,
    specification = SPEC,
    before?: { hour: number; plans: Record<string, AttemptPlan[]> },
    others: RunInput[] = [],
  ) => {
    writeFileSync(join(root, 'docs', 'specification.md'), specification);
    const envelopes = envelopesOf(hour, plans);
    return writeLivingDocs({
      outDir,
      runs: [
        {
          id: 'embedded',
          label: 'Embedded run',
          envelopes,
          ...(before && { before: envelopesOf(before.hour, before.plans) }),
        },
        ...others,
      ],
      specificationPath: join(root, 'docs', 'specification.md'),
      featuresFolder: join(root, 'features'),
      sectionsNeedingProof: [1],
      ledger,
      acceptCommand: 'npm run features:coverage -- --accept',
      historyPath,
      filesRun: new Map([
        [`${featurePath}:5`, new Set(['site/rules/notice.ts', 'site/Notice.tsx', 'site/App.tsx'])],
        [`${featurePath}:10`, new Set(['site/rules/notice.ts', 'site/Notice.tsx', 'site/App.tsx', 'site/scroll.ts'])],
        [`${featurePath}:21`, new Set(['site/search.ts', 'site/App.tsx'])],
        [`${featurePath}:22`, new Set(['site/search.ts', 'site/App.tsx'])],
      ]),
    });
  };
  return { root, outDir, historyPath, living, featurePath };
}

const all = (plan: AttemptPlan[]) => ({
  'The notice shows': plan,
  'The notice hides': [ok],
  'Search finds pages': [ok],
  'Search finds news': [ok],
});

describe('each clause, whole, in the living documentation', () => {
  it("shows a clause's state, revision, permalink and the code that implements it", () => {
    const { living, outDir } = project();
    const { docs, page } = living(10, all([ok]));
    const html = readFileSync(page, 'utf8');
    const notice = docs.sections[0]?.clauses[0];
    expect(notice).toMatchObject({ id: '1.1', state: 'proved', reviewed: notice?.revision });
    expect(notice?.implementation).toMatchObject({ source: 'footprints', footprinted: 2 });
    expect(notice?.implementation.files.map(({ file, rule }) => [file, rule])).toEqual([
      ['site/rules/notice.ts', true],
      ['site/Notice.tsx', false],
      ['site/App.tsx', false],
    ]);
    const article = html.slice(html.indexOf('<article class="clause" id="clause-1.1"'));
    expect(article).toContain('<a class="permalink" href="#clause-1.1" aria-label="Link to clause 1.1">#</a>');
    expect(article).toContain('class="st st-proved">proved</span> Its scenarios were reviewed against these words.');
    expect(article).toContain(`revision <code>${notice?.revision}</code>`);
    expect(article).toContain('<code>site/rules/notice.ts</code> <small>its Rule: line · run by 50 % of all scenarios');
    // The @wip draft is specified, not built: pending, its scenario marked, and not counted as proved.
    expect(docs.sections[0]?.clauses[2]?.state).toBe('pending');
    const draft = html.slice(html.indexOf('<article class="clause" id="clause-1.3"'));
    expect(draft).toContain('class="st st-pending">pending</span> Specified, not built yet:');
    expect(draft).toContain('class="st st-pending">Not built yet</span> 1 scenario is work in progress (@wip)');
    expect(draft).toContain('<span class="st st-wip">work in progress</span>');
    expect(docs.summary).toMatchObject({ clauses: 3, proved: 2, states: { proved: 2, pending: 1 } });
    expect(html).toContain(
      '<strong>2 of 3 clauses proved</strong> by a scenario or a unit test; <span class="st st-pending">1 pending</span>.',
    );
    expect(readFileSync(join(outDir, 'clauses.json'), 'utf8')).toContain('"id":"1.1"');
  });

  it('marks a reworded clause stale, and says how to record the review', () => {
    const { living } = project();
    const { docs, page } = living(10, all([ok]), SPEC.replace('after 5000 ms', 'after 3000 ms'));
    const clause = docs.sections[0]?.clauses[0];
    expect(clause?.state).toBe('stale');
    expect(clause?.reviewed).not.toBe(clause?.revision);
    expect(readFileSync(page, 'utf8')).toContain(
      `Its words changed since its scenarios were last reviewed (revision <code>${clause?.reviewed}</code>): read them again, change what no longer proves it, then record the review with <code>npm run features:coverage -- --accept 1.1</code>.`,
    );
  });

  it('keeps each scenario’s results across runs, and marks one that failed and later passed as flaky', () => {
    const { living, historyPath } = project();
    living(10, all([ok]));
    living(11, all([bad]));
    const { docs, page } = living(12, all([ok]));
    // The same run's report read again by a later `living` adds nothing.
    living(12, all([ok]));
    const history = JSON.parse(readFileSync(historyPath, 'utf8')) as { runs: unknown[] };
    expect(history.runs).toHaveLength(3);
    const shows = docs.sections[0]?.clauses[0]?.features[0]?.scenarios[0];
    expect(shows?.rows[0]?.history.map(({ status }) => status)).toEqual(['passed', 'failed', 'passed']);
    expect(shows?.flaky).toBe(true);
    expect(docs.sections[0]?.clauses[0]?.features[0]?.scenarios[1]?.flaky).toBe(false);
    const html = readFileSync(page, 'utf8');
    expect(html).toContain('class="st st-flaky">flaky: failed, then passed</span>');
    expect(html).toContain(
      '<li class="h-failed" title="Embedded run, 2026-11-29 11:00 UTC: failed"><span aria-hidden="true">✗</span><span class="vh">Embedded run, 2026-11-29 11:00 UTC: failed</span></li>',
    );
  });

  it('writes clauses.json, which its documented schema accepts', () => {
    const { living, outDir, featurePath } = project();
    living(10, all([ok]));
    living(11, all([bad]));
    living(12, all([ok]), SPEC.replace('after 5000 ms', 'after 3000 ms'));
    const json = JSON.parse(readFileSync(join(outDir, 'clauses.json'), 'utf8')) as ClausesJson;
    const schema = JSON.parse(
      readFileSync(createRequire(import.meta.url).resolve('../../schema/clauses.schema.json'), 'utf8'),
    ) as object;
    const ajv = new Ajv2020({ allErrors: true, strict: true });
    addFormats(ajv);
    const validate = ajv.compile(schema);
    expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
    expect(json.clauses.map(({ id, status }) => [id, status])).toEqual([
      ['1.1', 'stale'],
      ['1.2', 'proved'],
      ['1.3', 'pending'],
    ]);
    const search = json.clauses[1];
    expect(search?.scenarios.map(({ uri, line, name }) => [uri, line, name])).toEqual([
      [featurePath, 21, 'Search finds pages'],
      [featurePath, 22, 'Search finds news'],
    ]);
    expect(search?.scenarios[0]?.history).toHaveLength(3);
    expect(json.clauses[0]?.permalink).toBe('index.html#clause-1.1');
    // The stale clause tells the revision its scenarios were reviewed against, next to its own.
    expect(json.clauses[0]?.reviewedRevision).toMatch(/^[0-9a-f]{12}$/);
    expect(json.clauses[0]?.reviewedRevision).not.toBe(json.clauses[0]?.revision);
    expect(json.clauses[1]?.reviewedRevision).toBe(json.clauses[1]?.revision);
    expect(json.clauses[0]?.scenarios[0]).toMatchObject({
      flaky: true,
      results: [{ run: 'embedded', status: 'passed' }],
    });
    // The schema is strict: a field it does not describe is refused.
    expect(validate({ ...json, extra: 1 })).toBe(false);
  });

  it('tells in clauses.json when each run started, and a run that left no report as not run', () => {
    const { living, outDir } = project();
    living(10, all([ok]), SPEC, undefined, [{ id: 'deployed', label: 'Deployed run' }]);
    const json = JSON.parse(readFileSync(join(outDir, 'clauses.json'), 'utf8')) as ClausesJson;
    expect(json.runs).toEqual([
      { id: 'embedded', label: 'Embedded run', hasReport: true, startedAt: '2026-11-29T10:00:00Z' },
      { id: 'deployed', label: 'Deployed run', hasReport: false },
    ]);
    expect(json.clauses[0]?.scenarios[0]?.results).toEqual([
      { run: 'embedded', status: 'passed' },
      { run: 'deployed', status: 'not-run' },
    ]);
  });

  it('shows a feature’s description, as its analyst wrote it', () => {
    const { living } = project();
    const html = readFileSync(living(10, all([ok])).page, 'utf8');
    expect(html).toContain(
      '<div class="description" lang="en"><p>The notice, clause 1.1; the search, clause 1.2.</p></div>',
    );
  });

  it('after a run of a few scenarios, shows the others’ results from the last run, and never badges a clause from scenarios that did not run', () => {
    const { living } = project();
    living(10, all([ok]));
    // Then only the first scenario runs, as an analyst runs one scenario by its line.
    const { docs, page } = living(11, { 'The notice shows': [ok] });
    const notice = docs.sections[0]?.clauses[0];
    const hides = notice?.features[0]?.scenarios[1]?.rows[0];
    expect(hides?.results[0]?.status).toBe('outside');
    expect(hides?.earlier[0]?.status).toBe('passed');
    const search = docs.sections[0]?.clauses[1];
    const pages = search?.features[0]?.scenarios[0]?.rows[0];
    expect(pages?.earlier[0]).toEqual({ startedAt: '2026-11-29T10:00:00Z', status: 'passed' });
    expect(pages?.status).toBe('passed');
    expect(search?.status).toBe('passed');
    expect(readFileSync(page, 'utf8')).toContain(
      'class="st st-passed">passed</span> <small>in an earlier run, 2026-11-29 10:00 UTC; not in this one</small>',
    );
  });

  it('merges a partial run with the full run before it, even when no documentation was written between them', () => {
    const { living } = project();
    // The full run's report is kept (a partial run writes its own apart); the documentation reads both.
    const { docs } = living(11, { 'The notice shows': [bad, ok] }, SPEC, { hour: 10, plans: all([ok]) });
    const hides = docs.sections[0]?.clauses[0]?.features[0]?.scenarios[1]?.rows[0];
    expect(hides?.earlier[0]).toEqual({ startedAt: '2026-11-29T10:00:00Z', status: 'passed' });
    expect(docs.sections[0]?.clauses[1]?.status).toBe('passed');
    expect(docs.history.runs.map(({ startedAt }) => startedAt)).toEqual([
      '2026-11-29T10:00:00Z',
      '2026-11-29T11:00:00Z',
    ]);
    // Without the full run, the scenarios the part left out have no result, and their clause is not badged passed.
    expect(project().living(11, { 'The notice shows': [ok] }).docs.sections[0]?.clauses[1]?.status).toBe('not-run');
  });

  it('badges a clause "not run" when one of its scenarios has no result at all, unless one failed', () => {
    const { living } = project();
    const { docs } = living(10, { 'The notice shows': [ok] });
    expect(docs.sections[0]?.clauses[0]?.features[0]?.scenarios[0]?.status).toBe('passed');
    expect(docs.sections[0]?.clauses[0]?.status).toBe('not-run');
    expect(docs.sections[0]?.clauses[1]?.status).toBe('not-run');
    const failed = project().living(10, { 'The notice shows': [bad] }).docs;
    expect(failed.sections[0]?.clauses[0]?.status).toBe('failed');
  });
});
