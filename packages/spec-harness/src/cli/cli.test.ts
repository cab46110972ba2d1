import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { featureEnvelopes, picklesOf, runOf, runStarted } from '../cucumberReports/madeUpMessages.ts';

const PACKAGE = join(import.meta.dirname, '..', '..');
const BIN = join(PACKAGE, 'bin', 'spec-harness.js');
/** The folder the harness's own dependencies resolve from, for the copies to resolve the same ones. */
const NODE_MODULES = dirname(
  dirname(dirname(createRequire(import.meta.url).resolve('@cucumber/cucumber/package.json'))),
);

/**
 * A copy of the example project (a coffee kiosk's till, specified in English and Russian) under a path
 * with a space and Cyrillic letters, reached through a symlink, as a team's machines may well have
 * it. `plant` edits one of its files first. Returns the path through the symlink.
 */
function placeExample(plant?: { file: string; from: string; to: string }): string {
  const base = mkdtempSync(join(tmpdir(), 'harness-'));
  const real = join(base, 'Мои проекты', 'касса кофейни');
  mkdirSync(dirname(real), { recursive: true });
  cpSync(join(PACKAGE, 'example'), real, { recursive: true });
  symlinkSync(NODE_MODULES, join(real, 'node_modules'), 'dir');
  const link = join(base, 'ссылка на кассу');
  symlinkSync(real, link, 'dir');
  if (plant) {
    const path = join(real, plant.file);
    const text = readFileSync(path, 'utf8');
    if (!text.includes(plant.from)) throw new Error(`${plant.file} has no "${plant.from}" to plant a defect in`);
    writeFileSync(path, text.replace(plant.from, plant.to));
  }
  return link;
}

/** Runs the command line as a shell would, from `cwd`; npm's INIT_CWD must not lead it elsewhere. */
function harness(cwd: string, ...args: string[]) {
  const env = { ...process.env };
  delete env.INIT_CWD;
  const { status, stdout, stderr } = spawnSync(process.execPath, [BIN, ...args], { cwd, env, encoding: 'utf8' });
  return { status, stdout, stderr };
}

const CHECKS = ['coverage', 'style', 'twins', 'steps'] as const;
/** cucumber-js's command, to run the example's scenarios. */
const CUCUMBER = join(NODE_MODULES, '@cucumber', 'cucumber', 'bin', 'cucumber.js');

/**
 * A project unlike the example, as the starters of cucumber-js are: English only, anonymous step
 * functions, the step files and a tag filter named in the npm script, a config of one line.
 */
function placeStarter(files: Record<string, string> = {}): string {
  const root = mkdtempSync(join(tmpdir(), 'starter-'));
  const all: Record<string, string> = {
    'package.json': JSON.stringify({
      type: 'module',
      scripts: { test: "cucumber-js --import 'tests/steps/**/*.mjs' --tags 'not @wip' tests/features" },
    }),
    'spec-harness.config.mjs': "export default { specification: 'docs/spec.md' };\n",
    'docs/spec.md': '# Shop\n\n## 1. Basket\n\n### 1.1 Adding an item\n\nThe basket counts what is added.\n',
    'tests/features/basket.feature': [
      'Feature: Basket',
      '  @spec-1.1',
      '  Scenario: Adding an item counts it',
      '    Given an empty basket',
      '    When the shopper adds 2 apples',
      '    Then the basket holds 2 items',
      '',
      '  @wip',
      '  Scenario: Not built yet',
      '    Given a step nobody wrote',
      '',
    ].join('\n'),
    'tests/steps/basket.mjs': [
      "import assert from 'node:assert/strict';",
      "import { Given, Then, When } from '@cucumber/cucumber';",
      "import { stepDoc } from 'spec-harness/cucumber';",
      '',
      "Given('an empty basket', function () {",
      '  this.items = 0;',
      '});',
      '',
      '/** Adds items to the basket. */',
      "When('the shopper adds {int} apples', function (count) {",
      '  this.items += count;',
      '});',
      '',
      "Then('the basket holds {int} items', stepDoc({ does: 'Counts the basket.', examples: ['the basket holds 2 items'] }, function (count) {",
      '  assert.equal(this.items, count);',
      '}));',
      '',
    ].join('\n'),
    ...files,
  };
  for (const [name, text] of Object.entries(all)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), text);
  }
  symlinkSync(NODE_MODULES, join(root, 'node_modules'), 'dir');
  return root;
}

describe('the spec-harness command line, in an English-only project with anonymous steps and a one-line config', () => {
  it('writes and checks the catalogue from the registered steps, in English only, leaving out what the tags leave out', () => {
    const starter = placeStarter();
    const written = harness(starter, 'steps');
    expect(written).toMatchObject({ status: 0, stdout: 'docs/steps.md: 3 steps, 3 phrasings.\n' });
    const catalogue = readFileSync(join(starter, 'docs', 'steps.md'), 'utf8');
    expect(catalogue).toContain('3 steps in 3 phrasings.\n');
    expect(catalogue).toContain('## Steps\n');
    expect(catalogue).toContain('#### the shopper adds {int} apples\n\nAdds items to the basket.\n');
    expect(catalogue).toContain('Counts the basket.');
    expect(catalogue).toContain('```gherkin\nThen the basket holds 2 items\n```');
    expect(catalogue).not.toMatch(/Russian|русск|· —/);
    expect(harness(starter, 'steps', '--check')).toMatchObject({ status: 0, stderr: '' });
    expect(harness(starter, 'style', '--check')).toMatchObject({ status: 0, stderr: '' });
  });

  it('fails naming the defect: a step of a scenario the tags run that nothing defines, a language without a phrasing', () => {
    const undefinedStep = placeStarter({
      'tests/features/more.feature': 'Feature: More\n  Scenario: Emptying\n    When the shopper empties the basket\n',
    });
    harness(undefinedStep, 'steps');
    const found = harness(undefinedStep, 'steps', '--check');
    expect(found.status).toBe(1);
    expect(found.stderr).toContain('tests/features/more.feature:3 "the shopper empties the basket" is undefined.');
    expect(found.stderr).toContain("When('the shopper empties the basket', newStep);\n1 problems.");
    expect(found.stderr).not.toContain('a step nobody wrote');

    const russian = placeStarter({
      'tests/features/ru.feature': '# language: ru\nФункция: Корзина\n  Сценарий: Пусто\n    Дано an empty basket\n',
    });
    const missing = harness(russian, 'steps', '--check');
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain(
      'tests/steps/basket.mjs:10 "the shopper adds {int} apples" (When) has no Russian phrasing: register its function',
    );
  });

  it('starts from nothing with init: a config, a specification drafted from the features, tags; then every command passes', () => {
    const starter = placeStarter({
      'tests/features/basket.feature': [
        'Feature: Basket',
        '  Scenario: Adding an item counts it',
        '    Given an empty basket',
        '    When the shopper adds 2 apples',
        '    Then the basket holds 2 items',
        '',
      ].join('\n'),
    });
    rmSync(join(starter, 'spec-harness.config.mjs'));
    rmSync(join(starter, 'docs'), { recursive: true });
    const started = harness(starter, 'init', '--tag');
    expect(started).toMatchObject({ status: 0, stderr: '' });
    expect(started.stdout).toContain(
      'Wrote spec-harness.config.mjs, docs/specification.md (1 section, drafted from tests/features/)',
    );
    expect(readFileSync(join(starter, 'docs', 'specification.md'), 'utf8')).toContain(
      '## 1. Basket\n\n### 1.1 Adding an item counts it\n\nDrafted from tests/features/basket.feature:2;',
    );
    expect(readFileSync(join(starter, 'tests', 'features', 'basket.feature'), 'utf8')).toContain(
      '  @spec-1.1\n  Scenario: Adding an item counts it\n',
    );
    expect(readFileSync(join(starter, 'README.md'), 'utf8')).toContain('## Specification');
    // The drafted clauses are new until their scenarios are read against them.
    expect(harness(starter, 'coverage', '--check').status).toBe(1);
    expect(harness(starter, 'coverage', '--accept', 'all').status).toBe(0);
    for (const command of ['coverage', 'style', 'twins'])
      expect(harness(starter, command, '--check'), command).toMatchObject({ status: 0, stderr: '' });
    harness(starter, 'steps');
    expect(harness(starter, 'steps', '--check')).toMatchObject({ status: 0, stderr: '' });
    const ran = spawnSync(
      process.execPath,
      [
        CUCUMBER,
        ...['--import', 'tests/steps/**/*.mjs', 'tests/features'],
        ...['--format', 'message:reports/cucumber.ndjson', '--format', 'junit:reports/cucumber.xml'],
      ],
      {
        cwd: starter,
        encoding: 'utf8',
      },
    );
    expect(ran.status, ran.stdout).toBe(0);
    expect(harness(starter, 'living').stdout).toContain('scenarios 1 passed, 0 failed, 0 passed on retry, 0 not run');
    expect(harness(starter, 'summary')).toMatchObject({ status: 0 });
    // Once set up, init writes nothing.
    const again = harness(starter, 'init');
    expect(again.status).toBe(2);
    expect(again.stderr).toContain('spec-harness.config.mjs is there already');
  }, 60_000);

  it('runs the work in progress apart: pending while it fails, then now passing; its clause is pending, not proved, and the gate stays green', () => {
    const starter = placeStarter({
      'docs/spec.md': [
        '# Shop\n\n## 1. Basket\n\n### 1.1 Adding an item\n\nThe basket counts what is added.\n',
        '### 1.2 Emptying\n\nThe basket can be emptied.\n',
      ].join('\n'),
      'tests/features/basket.feature': [
        'Feature: Basket',
        '  @spec-1.1',
        '  Scenario: Adding an item counts it',
        '    Given an empty basket',
        '    When the shopper adds 2 apples',
        '    Then the basket holds 2 items',
        '',
      ].join('\n'),
      'tests/features/empty.feature': [
        'Feature: Emptying',
        '  @wip @spec-1.2',
        '  Scenario: Emptying the basket',
        '    Given an empty basket',
        '    When the shopper adds 2 apples',
        '    And the shopper empties the basket',
        '    Then the basket holds 0 items',
        '',
      ].join('\n'),
    });
    expect(harness(starter, 'coverage', '--accept', 'all').status).toBe(0);
    const coverage = harness(starter, 'coverage', '--check');
    expect(coverage).toMatchObject({ status: 0, stderr: '' });
    expect(coverage.stdout).toContain('1 proved, 0 partly built, 1 pending, 0 shallow, 0 unproved');
    expect(coverage.stdout).toContain(
      'Work in progress (@wip): specified, not built yet, so proving nothing:\n  1.2 Emptying — pending\n    tests/features/empty.feature:3  Emptying the basket\n',
    );
    expect(coverage.stdout).toContain(
      'of the 2 clauses of section 1, 1 proved against their current words, 1 pending.',
    );
    // The step it needs is the developers' work, not a failure of the gate.
    harness(starter, 'steps');
    const steps = harness(starter, 'steps', '--check');
    expect(steps).toMatchObject({ status: 0, stderr: '' });
    expect(steps.stdout).toContain(
      'note: work in progress (@wip) needs steps for the developers to write:\ntests/features/empty.feature:6 "the shopper empties the basket" is undefined.',
    );

    const unwritten = harness(starter, 'wip');
    expect(unwritten.status).toBe(0);
    expect(unwritten.stdout).toContain(
      'pending: tests/features/empty.feature:3 "Emptying the basket" fails at And the shopper empties the basket, a step nobody has written yet.',
    );
    expect(unwritten.stdout).toContain("When('the shopper empties the basket', newStep);");
    expect(unwritten.stdout).toContain('1 pending, 0 now passing.');
    // The scenarios the suite runs are not run, and no report is written.
    expect(unwritten.stdout).not.toContain('Adding an item counts it');
    expect(existsSync(join(starter, 'reports'))).toBe(false);

    const steps_ = join(starter, 'tests', 'steps', 'basket.mjs');
    writeFileSync(steps_, `${readFileSync(steps_, 'utf8')}When('the shopper empties the basket', function () {});\n`);
    expect(harness(starter, 'wip', 'tests/features/empty.feature:3').stdout).toContain(
      'pending: tests/features/empty.feature:3 "Emptying the basket" fails at Then the basket holds 0 items, as it should until its behaviour is built.',
    );
    writeFileSync(steps_, readFileSync(steps_, 'utf8').replace('function () {}', 'function () { this.items = 0; }'));
    const built = harness(starter, 'wip');
    expect(built.stdout).toContain(
      'now passing: tests/features/empty.feature:3 "Emptying the basket": remove its @wip tag, and it proves its clause.',
    );
    expect(built.stdout).toContain('0 pending, 1 now passing.');
    const feature = join(starter, 'tests', 'features', 'empty.feature');
    writeFileSync(feature, readFileSync(feature, 'utf8').replace('@wip ', ''));
    expect(harness(starter, 'coverage', '--check').stdout).toContain(
      'all 2 clauses of section 1 proved against their current words.',
    );
    // A built scenario is not work in progress.
    const notWip = harness(starter, 'wip', 'tests/features/empty.feature:3');
    expect(notWip.status).toBe(2);
    expect(notWip.stderr).toContain('tests/features/empty.feature:3 "Emptying the basket" is not work in progress');
  }, 60_000);

  it('says so when cucumber-js loads no step definition', () => {
    const bare = placeStarter({
      'package.json': JSON.stringify({ type: 'module', scripts: { test: 'cucumber-js tests/features' } }),
    });
    const found = harness(bare, 'steps', '--check');
    expect(found.status).toBe(1);
    expect(found.stderr).toContain(
      'No step definitions found: cucumber-js\'s configuration and the npm script "test" load none.',
    );
  });
});

describe('spec-harness summary', () => {
  it('counts scenarios, not attempts, and tells a flaky scenario from one that failed on every try', () => {
    const root = placeStarter();
    const feature = [
      'Feature: Basket',
      '  Scenario: One',
      '    Given a',
      '  Scenario: Two',
      '    Given b',
      '  Scenario: Three',
      '    Given c',
      '',
    ].join('\n');
    const envelopes = featureEnvelopes('tests/features/basket.feature', feature);
    const [one, two, three] = picklesOf(envelopes);
    if (!one || !two || !three) throw new Error('three pickles');
    const passed = { statuses: ['PASSED'], ms: 100 };
    const failed = { statuses: ['FAILED'], ms: 100, message: 'no' };
    const messages = [
      runStarted(),
      ...envelopes,
      ...runOf(one, [passed]),
      ...runOf(two, [failed, passed]),
      ...runOf(three, [failed, failed]),
    ];
    mkdirSync(join(root, 'reports'));
    writeFileSync(join(root, 'reports', 'cucumber.ndjson'), messages.map((m) => JSON.stringify(m)).join('\n'));
    writeFileSync(
      join(root, 'reports', 'cucumber.xml'),
      '<testsuite tests="3" failures="1" errors="0" skipped="0"></testsuite>',
    );
    const { status, stdout } = harness(root, 'summary');
    expect(status).toBe(1);
    expect(stdout).toContain('Features: 3 scenarios in 5 attempts, median 0.10 s, p90 0.10 s an attempt\n');
    expect(stdout).toContain(
      'Features: 1 scenario(s) passed only when tried again — flaky until their cause is fixed:\n  tests/features/basket.feature:4 Two: passed after 1 failed attempt(s)\n',
    );
    expect(stdout).toContain(
      'Features: 1 scenario(s) failed on every try:\n  tests/features/basket.feature:6 Three: failed 2 times\n',
    );
  });
});

describe('the spec-harness command line, on the example project', () => {
  it('passes every --check on the example, from a path with a space, Cyrillic letters and a symlink', () => {
    const example = placeExample();
    const results = CHECKS.map((check) => ({ check, ...harness(example, check, '--check') }));
    expect(results.map(({ check, status, stderr }) => ({ check, status, stderr }))).toEqual(
      CHECKS.map((check) => ({ check, status: 0, stderr: '' })),
    );
    const [coverage, style, twins, steps] = results;
    expect(coverage?.stdout).toContain(
      '4 scenarios, each naming the clauses it proves; all 3 clauses of section 2 proved against their current words.',
    );
    expect(coverage?.stdout).toContain(
      '| 2.3 An empty order costs nothing | proved | 0 | steps/order.test.mjs (unit) |',
    );
    expect(coverage?.stdout).toContain('| 1.1 A till for one kiosk | unproved | 0 | — |');
    expect(style?.stdout).toContain('4 scenarios, 0 with a When after a Then');
    expect(twins?.stdout).toContain('features/ru/order.feature is the twin of features/order.feature\n1 twin,');
    expect(steps?.stdout).toContain('docs/steps.md is up to date: 4 steps, 8 phrasings.');
  }, 60_000);

  it('writes the living documentation of the example', () => {
    const example = placeExample();
    const { status, stdout } = harness(example, 'living', '--out', 'reports/Живая документация');
    expect(status).toBe(0);
    expect(stdout).toContain('3 of 4 clauses proved; scenarios 0 passed, 0 failed, 0 passed on retry, 4 not run');
    const page = readFileSync(join(example, 'reports', 'Живая документация', 'index.html'), 'utf8');
    expect(page).toContain('A loyalty card takes 10 % off');
    expect(page).toContain('Карта лояльности даёт скидку 10 %, с округлением вниз');
  }, 30_000);

  it.each([
    {
      check: 'coverage',
      defect: { file: 'features/order.feature', from: '@spec-2.2', to: '@spec-2.9' },
      named:
        'features/order.feature:12 "A loyalty card takes 10 % off, rounded down" names @spec-2.9, which is no clause of docs/specification.md',
    },
    {
      check: 'coverage',
      defect: {
        file: 'docs/specification.md',
        from: 'Proved by: steps/order.test.mjs',
        to: 'Proved by: steps/gone.test.mjs',
      },
      named: 'clause 2.3 says it is proved by steps/gone.test.mjs, which does not exist',
    },
    {
      check: 'style',
      defect: {
        file: 'features/order.feature',
        from: '    Then the total is 380',
        to: '    Then the total is 380\n    Given an empty order',
      },
      named: 'the Given "an empty order" comes after a When or a Then',
    },
    {
      check: 'twins',
      defect: { file: 'features/ru/order.feature', from: 'добавляет "latte" за 200', to: 'добавляет "latte" за 210' },
      named:
        'features/ru/order.feature:10 "бариста добавляет "latte" за 210" has other values than features/order.feature:8 "the barista adds a "latte" at 200"',
    },
    {
      check: 'steps',
      defect: { file: 'steps/order_steps.mjs', from: "Then('сумма заказа {int}', theTotalIs);", to: '' },
      named: '"the total is {int}" (Then) has no Russian phrasing',
    },
    {
      check: 'steps',
      defect: { file: 'docs/steps.md', from: 'Starts an order with no drink in it.', to: 'Starts an order.' },
      named: 'docs/steps.md is not what the step definitions say: run "npx spec-harness steps" and commit it.',
    },
  ])(
    'fails $check --check on a defect planted in a copy, naming it',
    ({ check, defect, named }) => {
      const { status, stdout, stderr } = harness(placeExample(defect), check, '--check');
      expect(status).toBe(1);
      expect(`${stdout}${stderr}`).toContain(named);
    },
    30_000,
  );

  it('fails coverage --check on a reworded clause until its review is recorded with --accept', () => {
    const example = placeExample({
      file: 'docs/specification.md',
      from: 'rounded down to a whole rouble.',
      to: 'rounded to the nearest rouble.',
    });
    const stale = harness(example, 'coverage', '--check');
    expect(stale.status).toBe(1);
    expect(stale.stdout).toContain('| 2.2 A loyalty card takes 10 % off | stale | 2 |');
    expect(stale.stderr).toMatch(
      /clause 2\.2 "A loyalty card takes 10 % off" changed since its scenarios were last reviewed \(revision [0-9a-f]{12}, now [0-9a-f]{12}\) \(docs\/specification\.md:19\)\. Read what proves it again, and change what no longer proves its words:\n {2}features\/order\.feature:12 "A loyalty card takes 10 % off, rounded down"\n {2}features\/ru\/order\.feature:\d+ "[^"]+"\nthen record the review: npx spec-harness coverage --accept 2\.2\n$/,
    );

    const accepted = harness(example, 'coverage', '--accept', '2.2');
    expect(accepted.status).toBe(0);
    expect(accepted.stdout).toMatch(
      /^Recorded the review of clause 2\.2 "A loyalty card takes 10 % off": [0-9a-f]{12} → [0-9a-f]{12} \(docs\/clause-ledger\.json\)\.$/m,
    );
    expect(harness(example, 'coverage', '--check').status).toBe(0);
    expect(harness(example, 'coverage', '--accept', '2.2').stdout).toContain(
      'Nothing to record: 2.2 already reviewed against its current words.',
    );
  }, 30_000);

  it('looks a requirement up: the clauses an id or words find, each with its words and its scenarios by line', () => {
    const example = placeExample();
    const byWords = harness(example, 'coverage', 'LOYALTY', 'card');
    expect(byWords.status).toBe(0);
    expect(byWords.stdout).toBe(
      [
        '2.2 A loyalty card takes 10 % off — proved',
        '',
        "  With a loyalty card the order's total is 10 % less, rounded down to a whole rouble.",
        '',
        '  Proved by 2 scenarios:',
        '    features/order.feature:12  A loyalty card takes 10 % off, rounded down',
        '    features/ru/order.feature:14  Карта лояльности даёт скидку 10 %, с округлением вниз',
        '',
        '1 clause found.',
        '',
      ].join('\n'),
    );
    const byIds = harness(example, 'coverage', '1.1', '2.3');
    expect(byIds.stdout).toContain('1.1 A till for one kiosk — unproved');
    expect(byIds.stdout).toContain('  Nothing proves it: a scenario that does is tagged @spec-1.1.');
    expect(byIds.stdout).toContain('  Proved by the unit tests of steps/order.test.mjs.\n');
    expect(byIds.stdout).toContain('2 clauses found.');
    // Every word must be there: "loyalty espresso" finds nothing, and says so.
    const none = harness(example, 'coverage', 'loyalty', 'espresso', '9.9');
    expect(none.status).toBe(1);
    expect(none.stderr).toBe(
      'there is no clause 9.9, and no clause has a word starting with each of "loyalty espresso": try fewer words, or other ones, or a clause id such as 1.1.\n',
    );
    // A word is found by its start ("loyal" finds "loyalty"), not inside another ("oyalty" does not).
    expect(harness(example, 'coverage', 'loyal').stdout).toContain('2.2 A loyalty card takes 10 % off — proved');
    expect(harness(example, 'coverage', 'oyalty').status).toBe(1);
  }, 30_000);

  it('refuses to record the review of a clause that does not exist, and changes nothing', () => {
    const example = placeExample();
    const ledger = readFileSync(join(example, 'docs', 'clause-ledger.json'), 'utf8');
    const { status, stderr } = harness(example, 'coverage', '--accept', '2.2,2.9');
    expect(status).toBe(1);
    expect(stderr).toBe(
      'spec-harness coverage: there is no clause 2.9: name clauses by their ids, such as 1.1, or --accept all\n',
    );
    expect(readFileSync(join(example, 'docs', 'clause-ledger.json'), 'utf8')).toBe(ledger);
    expect(harness(example, 'coverage', '--accept', ' , ').stderr).toContain(
      '--accept needs the clauses to record, such as --accept 2.1 or --accept 2.1,2.2',
    );
    // Clause 1.1 has no scenario and no unit test: there was nothing to read again.
    const unproved = harness(example, 'coverage', '--accept', '1.1');
    expect(unproved).toMatchObject({
      status: 1,
      stderr:
        'spec-harness coverage: nothing proves clause 1.1 yet, so there is no scenario to review: tag the scenarios that prove it (@spec-1.1) first\n',
    });
    expect(readFileSync(join(example, 'docs', 'clause-ledger.json'), 'utf8')).toBe(ledger);
  });

  it('fails living on a specification it cannot read, saying where and how to fix it', () => {
    const example = placeExample({ file: 'docs/specification.md', from: '### 2.2 A loyalty', to: '### A loyalty' });
    const { status, stderr } = harness(example, 'living');
    expect(status).toBe(1);
    expect(stderr).toContain(
      'spec-harness living: docs/specification.md:19: "### A loyalty card takes 10 % off" is a clause heading without an id; write "### 2.N Title"',
    );
  });

  it('refuses an option it does not know, naming those it does, before doing anything', () => {
    const { status, stdout, stderr } = harness(placeExample(), 'coverage', '--chek');
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      'spec-harness coverage: unknown option --chek. It knows --check, --accept, --config, --help and [clause ids or words…].\n',
    );
  });

  it('refuses an unknown command and lists the commands', () => {
    const { status, stderr } = harness(placeExample(), 'covrage');
    expect(status).toBe(2);
    expect(stderr).toContain('there is no command "covrage"');
    expect(stderr).toContain('  twins       compares every feature declared');
  });

  it('says where to write the config when there is none, and what a config lacks', () => {
    const empty = mkdtempSync(join(tmpdir(), 'no-config-'));
    const missing = harness(empty, 'coverage');
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain(`No spec-harness.config.ts in ${empty} or above it`);

    const example = placeExample({
      file: 'spec-harness.config.ts',
      from: "  specification: 'docs/specification.md',\n",
      to: "  reports: { runs: 'cucumber.ndjson' },\n",
    });
    const lacking = harness(example, 'coverage');
    expect(lacking.status).toBe(2);
    expect(lacking.stderr).toContain(
      "  - specification: the path of the specification (Markdown), e.g. 'docs/specification.md'\n  - reports.runs: each feature run as { id, label, file: 'cucumber.ndjson' }\n",
    );
  });

  it('says what to write when the specification or the features folder the config names is not there', () => {
    const noSpecification = placeExample({
      file: 'spec-harness.config.ts',
      from: "specification: 'docs/specification.md'",
      to: "specification: 'docs/spec.md'",
    });
    const missing = harness(noSpecification, 'coverage');
    expect(missing.status).toBe(2);
    expect(missing.stderr).toBe(
      'spec-harness coverage: specification: there is no docs/spec.md. Write the specification there (Markdown: ' +
        'sections "## 1. Title", clauses "### 1.1 Title"), or point `specification` at it.\n',
    );
    const noFeatures = placeExample({
      file: 'spec-harness.config.ts',
      from: '  sectionsNeedingProof: [2],',
      to: "  features: 'specs',\n  sectionsNeedingProof: [2],",
    });
    expect(harness(noFeatures, 'style').stderr).toContain(
      'features: there is no folder specs. Put the feature files there, or point `features` at their folder.',
    );
  }, 30_000);

  it('reads the features folder however it is written, and a specification saved with CR LF', () => {
    for (const written of ["'./features/'", "'features/'"]) {
      const example = placeExample({
        file: 'spec-harness.config.ts',
        from: '  sectionsNeedingProof: [2],',
        to: `  features: ${written},\n  sectionsNeedingProof: [2],`,
      });
      const ran = spawnSync(process.execPath, [CUCUMBER, '--format', 'message:reports/cucumber.ndjson'], {
        cwd: example,
        encoding: 'utf8',
      });
      expect(ran.status, ran.stdout).toBe(0);
      expect(harness(example, 'living').stdout, written).toContain(
        'scenarios 4 passed, 0 failed, 0 passed on retry, 0 not run',
      );
    }
    const windows = placeExample();
    const specification = join(windows, 'docs', 'specification.md');
    writeFileSync(specification, readFileSync(specification, 'utf8').replace(/\n/gu, '\r\n'));
    expect(harness(windows, 'coverage', '--check')).toMatchObject({ status: 0, stderr: '' });
    // Two cucumber runs and three commands: ~5 s on a busy two-core machine.
  }, 60_000);

  it('finds the config from a folder below it, and takes one given with --config', () => {
    const example = placeExample();
    expect(harness(join(example, 'features', 'ru'), 'coverage', '--check').status).toBe(0);
    const elsewhere = mkdtempSync(join(tmpdir(), 'elsewhere-'));
    const given = harness(elsewhere, 'coverage', '--check', '--config', join(example, 'spec-harness.config.ts'));
    expect(given.status).toBe(0);
  });
});
