import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { installProject, packHarness, version, type Packed } from './packed.testkit.ts';

// The harness as another team gets it (packed.testkit.ts), in a project unlike this house and its
// example, as the cucumber-js starters are: TypeScript and ESM, English only, anonymous step
// functions loaded through tsx, no config until `spec-harness init` writes one.
const BASKET_FEATURE = [
  'Feature: Basket',
  '  Scenario: Adding apples counts them',
  '    Given an empty basket',
  '    When the shopper adds 2 apples',
  '    Then the basket holds 2 items',
  '',
].join('\n');

const STEPS = [
  "import assert from 'node:assert/strict';",
  "import { Given, Then, When } from '@cucumber/cucumber';",
  '',
  'interface Basket {',
  '  items: number;',
  '}',
  '',
  "Given('an empty basket', function (this: Basket) {",
  '  this.items = 0;',
  '});',
  '',
  "When('the shopper adds {int} apples', function (this: Basket, count: number) {",
  '  this.items += count;',
  '});',
  '',
  "Then('the basket holds {int} items', function (this: Basket, count: number) {",
  '  assert.equal(this.items, count);',
  '});',
  '',
].join('\n');

/** Every part the README names, as an adopter imports it. */
const ENTRY_POINTS = [
  'spec-harness',
  'spec-harness/config',
  'spec-harness/cucumber',
  'spec-harness/footprints',
  'spec-harness/formatter/readableProgress',
  'spec-harness/plugin/footprints',
  'spec-harness/plugin/balancedShards',
  'spec-harness/plugin/nothingSelected',
  'spec-harness/plugin/partialRun',
];

let packed: Packed;
let project: string;
const run = (command: string, ...args: string[]) =>
  spawnSync(command, args, { cwd: project, encoding: 'utf8', env: { ...process.env, INIT_CWD: project } });
const harness = (...args: string[]) => run(process.execPath, 'node_modules/spec-harness/bin/spec-harness.js', ...args);
const file = (name: string) => join(project, name);

beforeAll(() => {
  const work = mkdtempSync(join(tmpdir(), 'adopter-'));
  packed = packHarness(work);
  project = join(work, 'shop');
  installProject(project, {
    'package.json': JSON.stringify({
      name: 'shop',
      private: true,
      type: 'module',
      scripts: { test: 'tsx node_modules/@cucumber/cucumber/bin/cucumber.js' },
      devDependencies: {
        'spec-harness': `file:../${packed.filename}`,
        '@cucumber/cucumber': version('@cucumber/cucumber'),
        // As the starters have it; its types are what spec-harness/cucumber's declarations name for a
        // page (the CommonJS project, packedCommonJs.test.ts, runs without it).
        playwright: version('playwright'),
        tsx: version('tsx'),
        typescript: version('typescript'),
        '@types/node': version('@types/node'),
      },
    }),
    'cucumber.mjs': [
      'export default {',
      "  import: ['src/steps/**/*.ts'],",
      "  format: ['message:reports/cucumber.ndjson', 'junit:reports/cucumber.xml'],",
      '};',
      '',
    ].join('\n'),
    // The adopter's own type check, strict, its libraries' declarations included.
    'tsconfig.json': JSON.stringify({
      compilerOptions: {
        module: 'NodeNext',
        target: 'ES2022',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: ['node'],
      },
      include: ['*.ts', 'src'],
    }),
    'uses.ts': [
      "import { readSpecification } from 'spec-harness';",
      "import { defineConfig } from 'spec-harness/config';",
      "import { CHROMIUM_ARGS, scenarioNeed, stepDoc } from 'spec-harness/cucumber';",
      "import { readFootprints } from 'spec-harness/footprints';",
      'export const used = [readSpecification, defineConfig, CHROMIUM_ARGS, scenarioNeed, stepDoc, readFootprints];',
      '',
    ].join('\n'),
    'features/basket.feature': BASKET_FEATURE,
    'src/steps/basket.steps.ts': STEPS,
  });
}, 180_000);

describe('the packed harness, installed from its tarball', () => {
  it('ships compiled code with its declarations and licence, and nothing of its tests', () => {
    const files = packed.files.map((file) => file.path);
    expect(files).toEqual(
      expect.arrayContaining(['LICENSE', 'dist/index.js', 'dist/index.d.ts', 'dist/cucumber/index.js']),
    );
    // Nothing beside its own folders, the manifest, the README and the licence.
    const own = /^(bin|dist|example|schema|formatter|plugin)\/|^(package\.json|README\.md|LICENSE)$/u;
    expect(files.filter((file) => !own.test(file))).toEqual([]);
    expect(
      files.filter((file) => /\.test\.|testkit|__snapshots__|\.ts$/u.test(file) && !file.endsWith('.d.ts')),
    ).toEqual(
      // The example's config is TypeScript on purpose: it shows a project's own config, loaded through tsx.
      ['example/spec-harness.config.ts'],
    );
  });

  it('loads every part the README names with plain Node', () => {
    const script = `for (const part of ${JSON.stringify(ENTRY_POINTS)}) await import(part);`;
    const { status, stderr } = run(process.execPath, '--input-type=module', '-e', script);
    expect(stderr).toBe('');
    expect(status).toBe(0);
  });

  it("passes the adopter's strict type check", () => {
    const { status, stdout } = run(process.execPath, 'node_modules/typescript/bin/tsc', '-p', '.');
    expect(stdout).toBe('');
    expect(status).toBe(0);
    // The libraries' declarations checked too: ~12 s here.
  }, 60_000);

  it('starts from nothing with init, then records the first reviews and writes the step catalogue', () => {
    const init = harness('init', '--tag');
    expect(init.stderr).toBe('');
    expect(init.status).toBe(0);
    expect(readFileSync(file('features/basket.feature'), 'utf8')).toMatch(
      /^ {2}@spec-\d+\.\d+\n {2}Scenario: Adding/mu,
    );
    expect(harness('coverage', '--accept', 'all').status).toBe(0);
    expect(harness('steps')).toMatchObject({ status: 0, stdout: 'docs/steps.md: 3 steps, 3 phrasings.\n' });
  });

  it.each(['coverage', 'style', 'twins', 'steps'])('passes `spec-harness %s --check`', (command) => {
    const { status, stdout, stderr } = harness(command, '--check');
    expect({ status, stderr }, stdout).toEqual({ status: 0, stderr: '' });
  });

  it('runs the suite, then writes its living documentation and its summary', () => {
    expect(run('npm', 'test', '--silent').status).toBe(0);
    const living = harness('living');
    expect(living.status).toBe(0);
    expect(living.stdout).toContain('1 of 1 clauses proved; scenarios 1 passed, 0 failed');
    expect(readFileSync(file('reports/living/index.html'), 'utf8')).toContain('Adding apples counts them');
    const summary = harness('summary');
    expect(summary.stderr).toBe('');
    expect(summary.status).toBe(0);
  }, 60_000);

  it('fails naming the defect planted: a reworded clause, a language without a phrasing, a twin with another value', () => {
    const specification = readFileSync(file('docs/specification.md'), 'utf8');
    writeFileSync(file('docs/specification.md'), `${specification.trimEnd()} Always.\n`);
    const stale = harness('coverage', '--check');
    expect(stale.status).toBe(1);
    expect(stale.stderr).toMatch(/clause \d+\.\d+ "[^"]+" changed since its scenarios were last reviewed/u);
    writeFileSync(file('docs/specification.md'), specification);

    // A Russian twin of the feature, its steps registered in Russian too, one with another number.
    const clause = /@spec-(\S+)/u.exec(readFileSync(file('features/basket.feature'), 'utf8'))?.[1] ?? '';
    writeFileSync(
      file('features/basket.ru.feature'),
      [
        '# language: ru',
        '# twin of: features/basket.feature',
        'Функция: Корзина',
        `  @spec-${clause}`,
        '  Сценарий: Яблоки в корзине считаются',
        '    Дано пустая корзина',
        '    Когда покупатель кладёт 3 яблока',
        '    Тогда в корзине 2 предмета',
        '',
      ].join('\n'),
    );
    const missing = harness('steps', '--check');
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('"an empty basket" (Given) has no Russian phrasing');
    const steps = readFileSync(file('src/steps/basket.steps.ts'), 'utf8');
    writeFileSync(
      file('src/steps/basket.steps.ts'),
      steps
        .replace("Given('an empty basket', function", 'const empty = function')
        .replace("When('the shopper adds {int} apples', function", 'const adds = function')
        .replace("Then('the basket holds {int} items', function", 'const holds = function')
        .replaceAll('});', '};')
        .concat(
          "Given('an empty basket', empty);\nGiven('пустая корзина', empty);\n",
          "When('the shopper adds {int} apples', adds);\nWhen('покупатель кладёт {int} яблока', adds);\n",
          "Then('the basket holds {int} items', holds);\nThen('в корзине {int} предмета', holds);\n",
        ),
    );
    const twins = harness('twins', '--check');
    expect(twins.status).toBe(1);
    expect(twins.stderr).toContain(
      'features/basket.ru.feature:7 "покупатель кладёт 3 яблока" has other values than features/basket.feature:',
    );
  });
});
