import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { e2eRuns } from '../../tools/affected/e2eRuns.ts';
import { E2E_DIR } from '../../tools/footprints/runs.ts';

/** The tests Playwright would run with these runs' arguments, as `[project] › file` per test. */
function listed(runs: ReturnType<typeof e2eRuns>): string[] {
  return runs.flatMap(({ args }) => {
    const { status, stdout, stderr } = spawnSync('npx', ['playwright', 'test', '--list', ...args], {
      encoding: 'utf8',
    });
    expect(status, stderr).toBe(0);
    return [...stdout.matchAll(/^\s*(\[\w+\]) › ([\w.]+):\d+:\d+ › /gm)].map(
      ([, project, file]) => `${project} › ${file}`,
    );
  });
}

// One file of each Playwright project: `site` runs the most, `alone` is run after it, on its own.
const SITE_FILE = 'visual.spec.ts';
const ALONE_FILE = 'sharedRateLimit.spec.ts';

describe('the end-to-end runs of npm run test:affected', () => {
  it('leave out every test the footprints left out, in both projects', () => {
    for (const file of [SITE_FILE, ALONE_FILE]) expect(existsSync(join(E2E_DIR, file)), file).toBe(true);
    const skipped = join(mkdtempSync(join(tmpdir(), 'e2e-skipped-')), 'e2e-skipped.txt');
    // A line naming a file alone leaves out its every test.
    writeFileSync(skipped, `# left out\n${SITE_FILE}\n${ALONE_FILE}\n`);
    const tests = listed(e2eRuns({ skip: [SITE_FILE, ALONE_FILE] }, skipped));
    expect(tests.filter((test) => test.endsWith(SITE_FILE) || test.endsWith(ALONE_FILE))).toEqual([]);
    // The rest of both projects still runs.
    expect(tests).toContain('[site] › home.spec.ts');
    expect(tests).toContain('[alone] › rollingRestart.spec.ts');
  });

  it('run only the files that changed when there are no footprints, the one of alone with nothing beside it', () => {
    const tests = listed(e2eRuns({ changedFiles: [`${E2E_DIR}/${ALONE_FILE}`] }, 'unused.txt'));
    expect(new Set(tests)).toEqual(new Set([`[alone] › ${ALONE_FILE}`]));
    expect(e2eRuns({ changedFiles: [] }, 'unused.txt')).toEqual([]);
  });

  it('let only the site project run beside the scenarios: alone, and a run of everything, have the machine', () => {
    expect(e2eRuns({ skip: [] }, 'skipped.txt').map((run) => run.beside)).toEqual([true, false]);
    expect(e2eRuns({ everything: 'no footprints' }, 'skipped.txt')).toEqual([
      { title: 'Every end-to-end check', args: [], beside: false },
    ]);
  });
});
