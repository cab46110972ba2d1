import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// An analyst runs one scenario by its line, as docs/writing-features.md says. A line that names no
// scenario (an Examples table's header) used to run nothing and pass: "0 scenarios", exit 0. The run
// of this project's own configuration (cucumber.cjs; profile "plan", a dry run: no browser) now fails,
// saying what the line is and which to name.
describe('a run that selects no scenario', () => {
  it('fails, naming what the line given is and the lines to name instead, without a stack trace', () => {
    const { status, stdout, stderr } = spawnSync(
      'npx',
      ['cucumber-js', '--profile', 'plan', 'features/cookie-notice.feature:16'],
      { encoding: 'utf8' },
    );
    expect(status).toBe(1);
    expect(stderr).toBe(
      'No scenario was selected, so this run would prove nothing.\n' +
        "  features/cookie-notice.feature:16: line 16 is the header of an Examples table: name one of its rows (17, 18) or the outline's line (10) to run them all\n",
    );
    expect(stdout).not.toContain('0 scenarios');
  }, 60_000);

  it('runs a row named by its line, as before', () => {
    const { status, stdout } = spawnSync(
      'npx',
      ['cucumber-js', '--profile', 'plan', 'features/cookie-notice.feature:17'],
      {
        encoding: 'utf8',
      },
    );
    expect(status).toBe(0);
    expect(stdout).toContain('1 scenario (1 skipped)');
  }, 60_000);
});
