import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { installProject, packHarness } from './packed.testkit.ts';

/**
 * The packed harness in a project unlike this house: CommonJS JavaScript steps with anonymous
 * functions, named on the npm script's command line, on the oldest cucumber-js the harness supports
 * (12.2), English only, and a config of one line.
 */
const OLDEST_CUCUMBER = '12.2.0';

let project: string;
const run = (...args: string[]) =>
  spawnSync(process.execPath, args, { cwd: project, encoding: 'utf8', env: { ...process.env, INIT_CWD: project } });
const harness = (...args: string[]) => run('node_modules/spec-harness/bin/spec-harness.js', ...args);

beforeAll(() => {
  const work = mkdtempSync(join(tmpdir(), 'adopter-cjs-'));
  const packed = packHarness(work);
  project = join(work, 'counter');
  mkdirSync(project);
  installProject(project, {
    'package.json': JSON.stringify({
      name: 'counter',
      private: true,
      scripts: { test: "cucumber-js --require 'features/step_definitions/**/*.js'" },
      devDependencies: { 'spec-harness': `file:../${packed.filename}`, '@cucumber/cucumber': OLDEST_CUCUMBER },
    }),
    'spec-harness.config.js': "module.exports = { specification: 'docs/spec.md' };\n",
    'docs/spec.md': [
      '# Counter',
      '',
      '## 1. Counting',
      '',
      '### 1.1 It starts at zero',
      '',
      'A new counter reads 0.',
      '',
      '### 1.2 Each press adds one',
      '',
      'Every press adds one to what it reads.',
      '',
    ].join('\n'),
    'features/counter.feature': [
      'Feature: Counter',
      '  @spec-1.1',
      '  Scenario: A new counter',
      '    Given a new counter',
      '    Then it reads 0',
      '',
      '  @spec-1.2',
      '  Scenario Outline: Pressing <times> times',
      '    Given a new counter',
      '    When it is pressed <times> times',
      '    Then it reads <times>',
      '',
      '    Examples:',
      '      | times |',
      '      | 1     |',
      '      | 3     |',
      '',
    ].join('\n'),
    'features/step_definitions/counter.js': [
      "const assert = require('node:assert/strict');",
      "const { Given, Then, When } = require('@cucumber/cucumber');",
      '',
      "Given('a new counter', function () {",
      '  this.count = 0;',
      '});',
      "When('it is pressed {int} times', function (times) {",
      '  this.count += times;',
      '});',
      "Then('it reads {int}', function (count) {",
      '  assert.equal(this.count, count);',
      '});',
      '',
    ].join('\n'),
  });
}, 180_000);

describe(`the packed harness in a CommonJS JavaScript project on cucumber-js ${OLDEST_CUCUMBER}`, () => {
  it('installs beside it and loads with plain Node, imported or required', () => {
    expect(
      JSON.parse(readFileSync(join(project, 'node_modules/@cucumber/cucumber/package.json'), 'utf8')),
    ).toMatchObject({
      version: OLDEST_CUCUMBER,
    });
    expect(run('-e', "import('spec-harness/cucumber').then((m) => console.log(typeof m.stepDoc))")).toMatchObject({
      status: 0,
      stdout: 'function\n',
    });
    expect(run('-e', "console.log(typeof require('spec-harness').readSpecification)")).toMatchObject({
      status: 0,
      stdout: 'function\n',
    });
  });

  it('passes every command with its one-line config, the steps read from the npm script', () => {
    expect(harness('coverage', '--accept', 'all').status).toBe(0);
    for (const command of ['coverage', 'style', 'twins'])
      expect(harness(command, '--check'), command).toMatchObject({ status: 0, stderr: '' });
    expect(harness('steps')).toMatchObject({ status: 0, stdout: 'docs/steps.md: 3 steps, 3 phrasings.\n' });
    expect(harness('steps', '--check')).toMatchObject({ status: 0, stderr: '' });
    const ran = run(
      'node_modules/@cucumber/cucumber/bin/cucumber.js',
      ...['--require', 'features/step_definitions/**/*.js'],
      ...['--format', 'message:reports/cucumber.ndjson', '--format', 'junit:reports/cucumber.xml'],
    );
    expect(ran.status, ran.stdout).toBe(0);
    // The outline's rows count as the scenarios they are, though cucumber-js 12.2's reports give them no line.
    expect(harness('living').stdout).toContain('scenarios 3 passed, 0 failed, 0 passed on retry, 0 not run');
    expect(harness('summary')).toMatchObject({ status: 0 });
    // Seven commands and a cucumber run: ~6 s here, more on a busy machine.
  }, 60_000);

  it('notes that this cucumber-js ignores the plugins its configuration names', () => {
    writeFileSync(
      join(project, 'cucumber.js'),
      "module.exports = { default: { plugin: ['spec-harness/plugin/nothingSelected'] } };\n",
    );
    try {
      const checked = harness('steps', '--check');
      expect(checked.status).toBe(0);
      expect(checked.stdout).toContain(
        `note: cucumber-js ${OLDEST_CUCUMBER} ignores the plugins its configuration names (spec-harness/plugin/nothingSelected): they run from 12.5.0 on`,
      );
    } finally {
      rmSync(join(project, 'cucumber.js'));
    }
  }, 30_000);

  it('fails steps --check naming a step nothing defines, and coverage --check naming a reworded clause', () => {
    writeFileSync(
      join(project, 'features', 'reset.feature'),
      'Feature: Reset\n  @spec-1.1\n  Scenario: Reset\n    When it is reset\n',
    );
    const steps = harness('steps', '--check');
    expect(steps.status).toBe(1);
    expect(steps.stderr).toContain('features/reset.feature:4 "it is reset" is undefined.');
    const specification = join(project, 'docs', 'spec.md');
    writeFileSync(specification, readFileSync(specification, 'utf8').replace('adds one to', 'adds two to'));
    const coverage = harness('coverage', '--check');
    expect(coverage.status).toBe(1);
    expect(coverage.stderr).toContain(
      'clause 1.2 "Each press adds one" changed since its scenarios were last reviewed',
    );
  });
});
