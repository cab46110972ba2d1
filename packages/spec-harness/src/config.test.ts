import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  configProblems,
  defineConfig,
  findConfig,
  loadConfig,
  resolveConfig,
  sequenceTitle,
  withDefaults,
  type HarnessConfig,
} from './config.ts';

const VALID: HarnessConfig = {
  specification: 'docs/specification.md',
  features: 'features',
  sectionsNeedingProof: [2],
  ledger: { file: 'docs/clause-ledger.json', accept: 'npx spec-harness coverage --accept' },
  style: { sequenceLimit: 0, sequenceWords: { en: ['then'] } },
  steps: {
    catalogue: 'docs/steps.md',
    folder: 'steps/',
    world: 'World',
    command: 'npx spec-harness steps',
    guide: 'docs/writing-features.md',
    topics: ['Orders'],
    documented: false,
  },
  reports: {
    folder: 'reports',
    living: 'reports/living',
    junit: { features: 'cucumber.xml' },
    runs: [{ id: 'features', label: 'Features', file: 'cucumber.ndjson' }],
  },
};

describe("a project's config", () => {
  it('is taken as it is written', () => {
    expect(defineConfig(VALID)).toBe(VALID);
    expect(configProblems(VALID)).toEqual([]);
  });

  it('names every value the harness cannot work with, and what it must be', () => {
    // Only the specification has no default.
    expect(configProblems(undefined)).toEqual([
      "specification: the path of the specification (Markdown), e.g. 'docs/specification.md'",
    ]);
    expect(configProblems({ specification: 'spec.md' })).toEqual([]);
    expect(configProblems({ specification: 'spec.md', steps: { languages: ['en'], documented: true } })).toEqual([]);
    expect(
      configProblems({
        specification: 'spec.md',
        ledger: { file: '', accept: '' },
        steps: { catalogue: '', folder: ' ', world: 3, command: ' ', guide: '', languages: [], documented: 'yes' },
        reports: { folder: '', living: 4 },
      }),
    ).toEqual([
      "ledger.file: the clause ledger's JSON file, e.g. 'docs/clause-ledger.json'",
      "ledger.accept: the command that records a review, e.g. 'npx spec-harness coverage --accept'",
      'steps.catalogue: the Markdown file of the step catalogue',
      'steps.folder: the folder of the step definitions',
      'steps.world: the class of the World, for snippets',
      'steps.command: the command that writes the catalogue',
      'steps.guide: the guide that says how to add a step',
      "steps.languages: the Gherkin languages every step reads in, e.g. ['en']",
      'steps.documented: true or false',
      'reports.folder: where the test runs write their reports',
      'reports.living: where the living documentation is written',
    ]);
    expect(
      configProblems({
        ...VALID,
        features: ' ',
        sectionsNeedingProof: [2, 0],
        style: { sequenceLimit: -1, sequenceWords: { en: [''] } },
        steps: { ...VALID.steps, topics: [''] },
        reports: { ...VALID.reports, junit: { unit: 7 }, runs: [{ id: 'x', label: 'X' }] },
      }),
    ).toEqual([
      'features: the folder of the feature files',
      'sectionsNeedingProof: section numbers, e.g. [2, 4]',
      'style.sequenceLimit: a whole number',
      "style.sequenceWords: words per language, e.g. { en: ['then'] }",
      "steps.topics: the topics steps are filed under, e.g. ['Orders', 'Payment']",
      "reports.junit: each layer's JUnit file, e.g. { unit: 'unit.xml' }",
      "reports.runs: each feature run as { id, label, file: 'cucumber.ndjson' }",
    ]);
    // One bad value among good ones is enough.
    const run = VALID.reports.runs[0];
    expect(
      configProblems({
        ...VALID,
        style: { sequenceLimit: 0, sequenceWords: { en: ['then'], ru: [''] } },
        steps: { ...VALID.steps, topics: ['Orders', ''] },
        reports: { ...VALID.reports, junit: { unit: 'unit.xml', e2e: '' }, runs: [run, { ...run, id: '' }] },
      }),
    ).toEqual([
      "style.sequenceWords: words per language, e.g. { en: ['then'] }",
      "steps.topics: the topics steps are filed under, e.g. ['Orders', 'Payment']",
      "reports.junit: each layer's JUnit file, e.g. { unit: 'unit.xml' }",
      "reports.runs: each feature run as { id, label, file: 'cucumber.ndjson' }",
    ]);
    expect(
      configProblems({ ...VALID, reports: { ...VALID.reports, junit: 'unit.xml', runs: [{ ...run, label: '' }] } }),
    ).toEqual([
      "reports.junit: each layer's JUnit file, e.g. { unit: 'unit.xml' }",
      "reports.runs: each feature run as { id, label, file: 'cucumber.ndjson' }",
    ]);
    expect(configProblems({ ...VALID, reports: { ...VALID.reports, junit: null } })).toEqual([
      "reports.junit: each layer's JUnit file, e.g. { unit: 'unit.xml' }",
    ]);
    expect(configProblems({ ...VALID, style: { sequenceLimit: 1.5, sequenceWords: null } })).toEqual([
      'style.sequenceLimit: a whole number',
      "style.sequenceWords: words per language, e.g. { en: ['then'] }",
    ]);
  });

  it("names what is wrong in the footprints' rules, each run's test code included", () => {
    const footprints = {
      everything: ['package.json'],
      ignored: ['docs/'],
      features: 'features/',
      publicDir: 'site/public/',
      unrecorded: { split: ['mocks/'] },
    };
    expect(configProblems({ ...VALID, footprints })).toEqual([]);
    expect(configProblems({ ...VALID, footprints: { ...footprints, testCode: { e2e: ['spec/e2e/'] } } })).toEqual([]);
    const testCode = "footprints.testCode: per run, the folders of its own test code, e.g. { e2e: ['spec/e2e/'] }";
    for (const wrong of [null, 3, 'spec/e2e/', { e2e: 'spec/e2e/' }, { e2e: [''] }, { e2e: ['spec/e2e/'], x: [''] }])
      expect(configProblems({ ...VALID, footprints: { ...footprints, testCode: wrong } })).toEqual([testCode]);
    const paths = "footprints.everything and footprints.ignored: paths, a folder ending in '/'";
    const folders = 'footprints.features, footprints.publicDir: folders';
    const unrecorded = "footprints.unrecorded: per run, the paths it does not record, e.g. { split: ['mocks/'] }";
    const problems = (changed: Record<string, unknown>) =>
      configProblems({ ...VALID, footprints: { ...footprints, ...changed } });
    expect(problems({ everything: [''] })).toEqual([paths]);
    expect(problems({ ignored: 'docs/' })).toEqual([paths]);
    expect(problems({ features: '' })).toEqual([folders]);
    expect(problems({ publicDir: 3 })).toEqual([folders]);
    for (const wrong of [undefined, null, 'mocks/', { split: ['mocks/'], embedded: [''] }])
      expect(problems({ unrecorded: wrong })).toEqual([unrecorded]);
  });

  it('is found in the folder a command runs from or the nearest one above, or where --config says', () => {
    const root = mkdtempSync(join(tmpdir(), 'config-'));
    const below = join(root, 'features', 'ru');
    mkdirSync(below, { recursive: true });
    writeFileSync(join(root, 'spec-harness.config.ts'), '');
    expect(findConfig(below)).toBe(join(root, 'spec-harness.config.ts'));
    expect(findConfig(below, '../../spec-harness.config.ts')).toBe(join(root, 'spec-harness.config.ts'));
    expect(() => findConfig(below, 'other.config.ts')).toThrow(
      new ConfigError(`No config file at ${join(below, 'other.config.ts')}.`),
    );
  });

  it('may be JavaScript, looked for after TypeScript', () => {
    const root = mkdtempSync(join(tmpdir(), 'config-js-'));
    writeFileSync(join(root, 'spec-harness.config.mjs'), '');
    expect(findConfig(root)).toBe(join(root, 'spec-harness.config.mjs'));
    writeFileSync(join(root, 'spec-harness.config.ts'), '');
    expect(findConfig(root)).toBe(join(root, 'spec-harness.config.ts'));
  });

  it('is loaded through tsx when written in TypeScript, with what it imports', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'load-ts-config-'));
    writeFileSync(
      join(folder, 'values.ts'),
      `export const values: Record<string, unknown> = ${JSON.stringify(VALID)};`,
    );
    writeFileSync(
      join(folder, 'spec-harness.config.ts'),
      "import { values } from './values.ts';\nexport default values as object;\n",
    );
    // A folder without "type": "module" in a package.json: tsx compiles the file to CommonJS.
    expect(await loadConfig(join(folder, 'spec-harness.config.ts'))).toEqual(VALID);
    writeFileSync(join(folder, 'package.json'), '{ "type": "module" }');
    writeFileSync(
      join(folder, 'esm.config.ts'),
      "import { values } from './values.ts';\nexport default values as object;\n",
    );
    expect(await loadConfig(join(folder, 'esm.config.ts'))).toEqual(VALID);
  });

  it('says where to write one when there is none', () => {
    const empty = mkdtempSync(join(tmpdir(), 'no-config-'));
    expect(() => findConfig(empty)).toThrow(ConfigError);
    expect(() => findConfig(empty)).toThrow(`No spec-harness.config.ts in ${empty} or above it`);
  });

  it('is loaded from its default export and refused, listing its problems, when it lacks something', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'load-config-'));
    writeFileSync(join(folder, 'good.mjs'), `export default ${JSON.stringify(VALID)};`);
    expect(await loadConfig(join(folder, 'good.mjs'))).toEqual(VALID);
    writeFileSync(
      join(folder, 'bad.mjs'),
      `export default ${JSON.stringify({ ...VALID, specification: '', features: '' })};`,
    );
    const refusal = loadConfig(join(folder, 'bad.mjs'));
    await expect(refusal).rejects.toThrow(
      `${join(folder, 'bad.mjs')} does not say what the harness needs (export default defineConfig({ … })):\n` +
        "  - specification: the path of the specification (Markdown), e.g. 'docs/specification.md'\n" +
        '  - features: the folder of the feature files',
    );
    await expect(refusal).rejects.toHaveProperty('name', 'ConfigError');
  });

  it("tells a sequence's title by any language's words, whatever characters they hold", () => {
    const title = sequenceTitle({ en: ['then'], ru: ['затем', 'потом'], x: ['a.b'] });
    expect(title.test('Accepting hides it, then it stays hidden')).toBe(true);
    expect(title.test('Принять, ЗАТЕМ обновить')).toBe(true);
    expect(title.test('One, a.b two')).toBe(true);
    expect(title.test('One, axb two')).toBe(false);
    expect(title.test('Then it stays hidden')).toBe(false);
    expect(title.test('One,then two')).toBe(false);
  });

  it('needs only the specification: the rest comes from defaults, cucumber-js and the specification', async () => {
    const root = mkdtempSync(join(tmpdir(), 'short-config-'));
    mkdirSync(join(root, 'docs'));
    mkdirSync(join(root, 'tests'));
    writeFileSync(
      join(root, 'docs', 'spec.md'),
      '# Shop\n\n## 1. Basket\n\n### 1.1 Adding\n\nIt adds.\n\n## 2. Payment\n\n### 2.1 Cards\n\nIt pays.\n',
    );
    writeFileSync(
      join(root, 'cucumber.cjs'),
      "module.exports = { default: { paths: ['tests/**/*.feature'], require: ['tests/steps/*.js'] } };",
    );
    const loaded = withDefaults(defineConfig({ specification: './docs/spec.md' }));
    expect(await resolveConfig(loaded, root)).toEqual({
      specification: 'docs/spec.md',
      features: 'tests',
      sectionsNeedingProof: [1, 2],
      ledger: { file: 'docs/clause-ledger.json', accept: 'npx spec-harness coverage --accept' },
      style: { sequenceLimit: 0, sequenceWords: { en: ['then'] } },
      steps: {
        catalogue: 'docs/steps.md',
        topics: [],
        folder: 'tests/steps/',
        world: 'World',
        command: 'npx spec-harness steps',
        documented: false,
      },
      reports: {
        folder: 'reports',
        living: 'reports/living',
        junit: { features: 'cucumber.xml' },
        runs: [{ id: 'features', label: 'Features', file: 'cucumber.ndjson' }],
      },
    });
    // Paths read the same however they are written; the footprints' rules are kept as they are.
    const footprints = { everything: [], ignored: [], features: 'f/', publicDir: 'p/', unrecorded: {} };
    expect(withDefaults({ specification: 'docs/spec.md', features: './tests/acceptance/', footprints })).toMatchObject({
      features: 'tests/acceptance',
      footprints,
    });
    expect(withDefaults({ specification: 'docs/spec.md', features: './' }).features).toBe('.');
    // What the project writes wins, key by key.
    const written = withDefaults({
      specification: 'docs/spec.md',
      features: 'tests/',
      steps: { folder: 'x/', world: 'Shop' },
      sectionsNeedingProof: [2],
    });
    const resolved = await resolveConfig(written, root);
    expect(resolved).toMatchObject({
      features: 'tests',
      sectionsNeedingProof: [2],
      steps: { folder: 'x/', world: 'Shop', catalogue: 'docs/steps.md' },
    });
    // A features folder that is not there is a ConfigError saying what to write.
    await expect(
      resolveConfig(withDefaults({ specification: 'docs/spec.md', features: 'missing' }), root),
    ).rejects.toThrow('features: there is no folder missing.');
  });
});
