import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commonFolder, cucumberScript, fixedFolder, readCucumberProject, shellWords } from './cucumberProject.ts';

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
    expect(commonFolder(['features/steps', 'features/support', 'features'])).toBe('features');
    expect(commonFolder(['steps', 'support'])).toBe('.');
    expect(commonFolder([])).toBeUndefined();
  });

  it("defaults to cucumber-js's own: features/ for both without a configuration", async () => {
    const read = await readCucumberProject(project({ 'package.json': '{}' }));
    expect(read).toMatchObject({ featuresFolder: 'features', stepsFolder: 'features/', tags: '', script: undefined });
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
});
