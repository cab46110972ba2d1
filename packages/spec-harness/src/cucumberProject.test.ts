import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  commonFolder,
  cucumberScript,
  featureFolders,
  fixedFolder,
  readCucumberProject,
  shellWords,
} from './cucumberProject.ts';

const project = (files: Record<string, string>) => {
  const root = mkdtempSync(join(tmpdir(), 'cucumber-project-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text);
  return root;
};

describe('what cucumber-js is told about a project', () => {
  it('reads the words of an npm script as a shell would, quotes taken off', () => {
    expect(shellWords(`cucumber-js --import 'steps/**/*.js' -t "not @wip" a\\ b`)).toEqual([
      'cucumber-js',
      '--import',
      'steps/**/*.js',
      '-t',
      'not @wip',
      'a\\',
      'b',
    ]);
    expect(shellWords('x "say \\"hi\\""')).toEqual(['x', 'say "hi"']);
  });

  it('finds the first npm script that runs cucumber-js, and its arguments after it', () => {
    expect(cucumberScript({ build: 'tsc', test: 'tsc && npx cucumber-js --require steps/*.js; echo done' })).toEqual({
      name: 'test',
      args: ['--require', 'steps/*.js'],
    });
    expect(cucumberScript({ e2e: 'node_modules/.bin/cucumber-js features/a.feature' })?.args).toEqual([
      'features/a.feature',
    ]);
    expect(cucumberScript({ lint: 'eslint cucumber-js.config.js' })).toBeUndefined();
  });

  it('takes the fixed folder of a path or glob, a file standing for its folder', () => {
    expect(fixedFolder('features/**/*.feature')).toBe('features');
    expect(fixedFolder('./tests/acceptance/login.feature:12')).toBe('tests/acceptance');
    expect(fixedFolder('src/steps/{a,b}/*.ts')).toBe('src/steps');
    expect(fixedFolder('steps')).toBe('steps');
    expect(fixedFolder('*.feature')).toBe('.');
    expect(fixedFolder('features\\steps\\*.ts')).toBe('features/steps');
    expect(fixedFolder('features/checkout.feature:3:12')).toBe('features');
    expect(fixedFolder('features/')).toBe('features');
    expect(fixedFolder('features/steps/')).toBe('features/steps');
    // A folder named with a dot is a folder: only a name ending in a dot and letters is a file.
    expect(fixedFolder('tests/e2e.web/**/*.ts')).toBe('tests/e2e.web');
    expect(fixedFolder('acceptance/checkout.v2')).toBe('acceptance/checkout.v2');
    expect(commonFolder(['features/steps', 'features/support', 'features'])).toBe('features');
    expect(commonFolder(['steps', 'support'])).toBe('.');
    expect(commonFolder(['features/steps', 'features/steps/more'])).toBe('features/steps');
    expect(commonFolder([])).toBeUndefined();
  });

  it("defaults to cucumber-js's own: features/ for both without a configuration", async () => {
    const read = await readCucumberProject(project({ 'package.json': '{}' }));
    expect(read).toMatchObject({ featuresFolder: 'features', stepsFolder: 'features/', tags: '', script: undefined });
  });

  it('finds the feature files where they are when nothing names them and there is no features/', async () => {
    const root = project({ 'package.json': '{}' });
    for (const folder of ['tests/acceptance/features/cart', 'node_modules/x/features', '.git/features'])
      mkdirSync(join(root, folder), { recursive: true });
    writeFileSync(join(root, 'tests/acceptance/features/a.feature'), 'Feature: A\n');
    writeFileSync(join(root, 'tests/acceptance/features/cart/b.feature'), 'Feature: B\n');
    writeFileSync(join(root, 'node_modules/x/features/c.feature'), 'Feature: C\n');
    writeFileSync(join(root, '.git/features/d.feature'), 'Feature: D\n');
    expect(featureFolders(root)).toEqual(['tests/acceptance/features', 'tests/acceptance/features/cart']);
    expect(await readCucumberProject(root)).toMatchObject({
      featuresFolder: 'tests/acceptance/features',
      stepsFolder: 'tests/acceptance/features/',
    });
    // With a features/ folder, cucumber-js's default stands.
    mkdirSync(join(root, 'features'));
    expect((await readCucumberProject(root)).featuresFolder).toBe('features');
  });

  it("reads the folders and the tag filter from cucumber-js's configuration file", async () => {
    const root = project({
      'package.json': '{ "type": "module" }',
      'cucumber.mjs':
        "export default { paths: ['tests/features/**/*.feature'], import: ['tests/steps/**/*.ts', 'tests/support/*.ts'], tags: 'not @wip' };",
    });
    expect(await readCucumberProject(root)).toMatchObject({
      featuresFolder: 'tests/features',
      stepsFolder: 'tests/',
      tags: 'not @wip',
    });
  });

  it('reads the options of the npm script that runs cucumber-js, over its configuration file', async () => {
    const root = project({
      'package.json': JSON.stringify({
        scripts: { test: "cucumber-js --require 'acceptance/steps/**/*.js' --tags 'not @manual' acceptance/specs" },
      }),
    });
    const read = await readCucumberProject(root);
    expect(read).toMatchObject({
      featuresFolder: 'acceptance/specs',
      stepsFolder: 'acceptance/steps/',
      tags: '(not @manual)',
      script: 'npm script "test"',
    });
    expect(read.options.provided).toMatchObject({ require: ['acceptance/steps/**/*.js'] });
  });

  it("follows the npm script's profile and config file, and names the script even when it passes nothing", async () => {
    const root = project({
      'package.json': JSON.stringify({ scripts: { e2e: 'cucumber-js --config e2e.cjs --profile smoke' } }),
      'e2e.cjs':
        "module.exports = { default: {}, smoke: { paths: ['e2e/smoke/*.feature'], require: ['e2e/steps/*.js'] } };",
    });
    expect(await readCucumberProject(root)).toMatchObject({
      options: { profiles: ['smoke'], file: 'e2e.cjs' },
      featuresFolder: 'e2e/smoke',
      stepsFolder: 'e2e/steps/',
      script: 'npm script "e2e"',
    });
    const bare = project({ 'package.json': JSON.stringify({ scripts: { test: 'cucumber-js' } }) });
    expect(await readCucumberProject(bare)).toMatchObject({ script: 'npm script "test"', featuresFolder: 'features' });
  });
});
