import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const harness = fileURLToPath(new URL('../..', import.meta.url));
// cucumber-js's own command (its package exports no path to it): bin/ beside lib/index.js.
const cucumber = join(
  dirname(createRequire(import.meta.url).resolve('@cucumber/cucumber')),
  '..',
  'bin',
  'cucumber.js',
);
const FEATURE = `Feature: Notice
  Scenario: Accepting hides it
    When the visitor accepts
    Then the notice is hidden

  Scenario: Refusing hides it
    When the visitor refuses
    Then the notice is hidden

  Scenario: It shows late
    When time passes
    Then the notice shows

  Scenario: The page opens
    When time passes
    Then the page is there
`;
// The notice never hides; it shows only when asked a second time (a flaky scenario). Failures are
// thrown as readableSteps.ts throws them: a message that is its own stack.
const STEPS = `import { After, Then, When } from '@cucumber/cucumber';
const failure = (message) => Object.assign(new Error(message), { stack: message });
let asked = 0;
When('the visitor accepts', () => {});
When('the visitor refuses', () => {});
When('time passes', () => {});
Then('the notice is hidden', () => { throw failure('Expected:  the notice is hidden\\nFound:     it is shown'); });
Then('the page is there', () => {});
Then('the notice shows', () => { asked += 1; if (asked === 1) throw failure('Expected:  the notice shows\\nFound:     nothing'); });
After(function () { this.attach('Playwright trace: reports/traces/x.zip'); });
`;

// Inside the project, so that the step file finds @cucumber/cucumber.
const scratch = join(harness, 'node_modules', '.cache');
mkdirSync(scratch, { recursive: true });
const cwd = mkdtempSync(join(scratch, 'readable-progress-'));
afterAll(() => rmSync(cwd, { recursive: true, force: true }));
writeFileSync(join(cwd, 'notice.feature'), FEATURE);
writeFileSync(join(cwd, 'steps.mjs'), STEPS);

describe('the progress report of a run with retries', () => {
  const run = spawnSync(
    process.execPath,
    [
      cucumber,
      'notice.feature',
      '--import',
      'steps.mjs',
      '--retry',
      '1',
      '--format',
      join(harness, 'formatter', 'readableProgress.mjs'),
    ],
    { cwd, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' } },
  );
  const output = run.stdout;

  it('lists a scenario that failed on both tries once, saying so, with its steps as written', () => {
    expect(run.status, run.stderr).toBe(1);
    expect(output).toContain(
      [
        'Failures:',
        '',
        '1) Scenario: Accepting hides it # notice.feature:2 (failed on both tries)',
        '   ✔ When the visitor accepts',
        '   ✖ Then the notice is hidden # steps.mjs:7',
        '       Expected:  the notice is hidden',
        '       Found:     it is shown',
        '   Attached (text/plain): Playwright trace: reports/traces/x.zip',
        '',
        '2) Scenario: Refusing hides it # notice.feature:6 (failed on both tries)',
      ].join('\n'),
    );
    expect(output.match(/Scenario: Accepting hides it/g)).toHaveLength(1);
    expect(output).not.toContain('Warnings');
    expect(output).not.toContain('attempt 1');
    // Hooks that passed are not shown; what they attached is.
    expect(output).not.toContain('✔ After');
  });

  it('names a scenario that passed when tried again, with what its first try met, and counts it as passed', () => {
    expect(output).toContain(
      [
        'Passed when tried again (flaky: worth a look, not a failure):',
        '',
        '- It shows late # notice.feature:10',
        '  first try failed at "Then the notice shows": Expected:  the notice shows',
      ].join('\n'),
    );
    // A scenario that passed on its first try is not among them.
    expect(output).not.toContain('- The page opens');
    expect(output).toMatch(/4 scenarios \(2 failed, 2 passed\)/);
  });
});
