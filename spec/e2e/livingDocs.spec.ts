import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { readLedger, readSpecification, scenarioRefsIn, writeLivingDocs } from 'spec-harness';
import { blockingViolations, formatViolations } from 'spec-harness/cucumber';
import {
  featureEnvelopes,
  picklesOf,
  runOf,
  runStarted,
} from '../../packages/spec-harness/src/cucumberReports/madeUpMessages.ts';
import config from '../../spec-harness.config.ts';

/**
 * `npm run docs:living` (decision 021): the living documentation, made from the real specification and
 * features and a run in which one real scenario failed with a screenshot, opened from the file system
 * as a reader would open the CI artefact: no server, every section and clause there, the failure's
 * screenshot loading from its file, unproved clauses marked, and the search box filtering.
 */
// The page holds every clause: building it, and axe over its parts, take 15–30 s here, more beside
// another worker's test.
test.describe.configure({ timeout: 90_000 });

test('the living documentation opens from the file system and shows the whole specification', async ({ page }) => {
  const specification = readSpecification(config.specification);
  const known = new Set(specification.sections.flatMap((section) => section.clauses.map((clause) => clause.id)));
  const target = scenarioRefsIn(config.features).find((ref) => ref.clauses.some((id) => known.has(id)));
  if (!target) throw new Error('No scenario names a clause of the specification');
  const envelopes = featureEnvelopes(target.uri, readFileSync(target.uri, 'utf8'));
  const pickle = picklesOf(envelopes).find((candidate) => candidate.location?.line === target.line);
  if (!pickle) throw new Error(`No pickle at ${target.uri}:${target.line}`);

  // A real screenshot, as the After hook would attach it; taken in the test's own page, whose
  // footprint then holds all the test ran.
  await page.setContent('<body style="background:#fde;font:32px sans-serif"><h1>Where it failed</h1></body>');
  const screenshot = (await page.screenshot({ clip: { x: 0, y: 0, width: 400, height: 240 } })).toString('base64');

  const outDir = mkdtempSync(join(tmpdir(), 'living-e2e-'));
  // Two earlier runs of main, as CI's run history brings them back: the scenario passed, then failed.
  const historyPath = join(outDir, 'run-history.json');
  const key = `${target.uri}:${target.line} ${target.name}`;
  writeFileSync(
    historyPath,
    JSON.stringify({
      format: 'run-history/1',
      runs: [
        { run: 'embedded', startedAt: '2026-11-27T09:00:00Z', results: { [key]: 'passed' } },
        { run: 'embedded', startedAt: '2026-11-28T09:00:00Z', results: { [key]: 'failed' } },
      ],
    }),
  );
  const failedRun = runOf(pickle, [
    {
      statuses: pickle.steps.map((_, index) => (index === pickle.steps.length - 1 ? 'FAILED' : 'PASSED')),
      ms: 1234,
      message: 'Expected the page to say so',
      screenshot,
    },
  ]);
  const { page: file, docs } = writeLivingDocs({
    outDir,
    runs: [
      { id: 'embedded', label: 'Embedded run', envelopes: [runStarted(), ...envelopes, ...failedRun] },
      { id: 'deployed', label: 'Deployed topology' },
    ],
    specificationPath: config.specification,
    featuresFolder: config.features,
    sectionsNeedingProof: config.sectionsNeedingProof,
    ledger: readLedger(config.ledger.file),
    acceptCommand: config.ledger.accept,
    historyPath,
    filesRun: new Map([[`${target.uri}:${target.line}`, new Set(['site/rules/cookieNotice.ts', 'site/app/App.tsx'])]]),
  });

  const requests: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto(pathToFileURL(file).href);

  // Every section's heading, and under it every clause's, in the specification's order.
  const shown = await page.locator('main .spec-section').evaluateAll((sections) =>
    sections
      .filter((section) => section.id.startsWith('section-'))
      .map((section) => ({
        heading: section.querySelector('h2')?.textContent,
        clauses: [...section.querySelectorAll('.clause h3')].map((heading) => heading.textContent),
        visible: (section as HTMLElement).offsetHeight > 0,
      })),
  );
  expect(shown).toEqual(
    specification.sections.map((section) => ({
      heading: `${section.number}. ${section.title}`,
      clauses: section.clauses.map((clause) => `${clause.id} ${clause.title}`),
      visible: true,
    })),
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The specification, clause by clause');

  // The failed scenario, under the first clause it proves, with its step, message and screenshot.
  const clauses = docs.sections.flatMap((section) => section.clauses);
  const proved = clauses.find((clause) =>
    clause.features.some((group) => group.scenarios.some((doc) => doc.uri === target.uri && doc.status === 'failed')),
  );
  if (!proved) throw new Error('The failed scenario is under no clause');
  const scenario = page
    .locator(`[id="clause-${proved.id}"]`)
    .locator('.scenario', { has: page.locator('.failure') })
    .first();
  await expect(scenario.getByRole('heading', { level: 5 })).toContainText('failed');
  await expect(scenario.locator('.failure')).toContainText('Expected the page to say so');
  const image = scenario.locator('.failure img');
  await expect(image).toHaveAttribute('loading', 'lazy');
  await expect(image).toHaveAttribute('src', /^screenshots\/[^/]+\.png$/);
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);

  // The clause whole: its state against the ledger, a permalink, the code its scenario ran, and the
  // scenario's results in the runs kept (two earlier ones and this one).
  const article = page.locator(`[id="clause-${proved.id}"]`);
  await expect(article.locator('.state')).toContainText(`proved Its scenarios were reviewed against these words.`);
  await article.getByRole('link', { name: `Link to clause ${proved.id}` }).click();
  await expect(page).toHaveURL(new RegExp(`#clause-${proved.id.replace('.', '\\.')}$`));
  await article.locator('details.code summary').first().click();
  await expect(article.locator('details.code').first()).toContainText('site/app/App.tsx');
  await expect(scenario.locator('.history li')).toHaveCount(3);
  await expect(scenario.locator('.history li').nth(1)).toHaveAttribute('title', /2026-11-28 09:00 UTC: failed$/);

  // Clauses nothing proves are marked; the others are not.
  const unproved = clauses.filter((clause) => clause.status === 'unproved');
  expect(unproved.length, 'the specification has descriptive clauses no scenario proves').toBeGreaterThan(0);
  const marked = await page
    .locator('main .clause[id^="clause-"]')
    .evaluateAll((articles) =>
      articles.filter((article) => article.querySelector('.clause-own .st-unproved')).map((article) => article.id),
    );
  expect(marked).toEqual(unproved.map((clause) => `clause-${clause.id}`));
  await expect(page.locator(`[id="clause-${unproved[0]?.id}"] .st-unproved`)).toHaveText('Nothing proves this clause');

  // The search box filters clauses as one types, and shows them all again when emptied.
  const search = page.getByRole('searchbox', { name: 'Search clauses and scenarios' });
  const first = clauses[0];
  if (!first) throw new Error('No clause');
  const visibleClauses = page.locator('main .clause:visible');
  await expect(visibleClauses).toHaveCount(clauses.length + (docs.unlinked.length > 0 ? 1 : 0));
  await search.fill(proved.title);
  await expect(page.locator(`[id="clause-${proved.id}"]`)).toBeVisible();
  await expect(page.getByRole('status')).toContainText('match');
  expect(await visibleClauses.count()).toBeLessThan(clauses.length / 2);
  await search.fill('zzz-no-such-text');
  await expect(page.getByRole('status')).toHaveText('Nothing matches.');
  await expect(page.locator(`[id="clause-${first.id}"]`)).toBeHidden();
  await search.fill('');
  await expect(page.locator(`[id="clause-${first.id}"]`)).toBeVisible();

  // No barrier for a keyboard or screen-reader user where the page is made of different parts: the
  // header and summary, the navigation, the search box, a clause with a failure and an unproved one
  // (axe over the whole page takes a minute: every clause is built by the same code).
  const axe = await new AxeBuilder({ page })
    .include('header')
    .include('nav')
    .include('#search')
    .include(`[id="clause-${proved.id}"]`)
    .include(`[id="clause-${unproved[0]?.id}"]`)
    .analyze();
  expect(formatViolations(blockingViolations(axe))).toBe('');

  expect(requests.filter((url) => !url.startsWith('file:'))).toEqual([]);
  expect(problems).toEqual([]);
});
