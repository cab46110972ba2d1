import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
/** What the checks read: everything but the tests' own folder (its screenshots weigh most). */
const COPIED = /^(?!spec\/)/;

/**
 * Every `--check` of `npm test`, run as a developer runs it (`npm run … -- --check`) from a copy of
 * the project under a path with a space and Cyrillic letters, reached through a symlink, with one
 * defect planted at a time: each must exit 1 and name its defect. A check that decided whether to
 * run by comparing its own file's URL with the command line once printed nothing and passed there.
 */
describe('the checks, from a copy of the project in "Мои проекты" reached through a symlink', () => {
  let project = '';
  beforeAll(() => {
    const base = mkdtempSync(join(tmpdir(), 'checks-'));
    const real = join(base, 'Мои проекты', 'сайт агентства');
    const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\0')
      .filter((file) => file !== '' && COPIED.test(file) && existsSync(join(ROOT, file)));
    for (const file of files) {
      mkdirSync(dirname(join(real, file)), { recursive: true });
      cpSync(join(ROOT, file), join(real, file));
    }
    symlinkSync(join(ROOT, 'node_modules'), join(real, 'node_modules'), 'dir');
    project = join(base, 'ссылка на сайт');
    symlinkSync(real, project, 'dir');
  }, 60_000);
  afterAll(() => {
    project = '';
  });

  /** Plants a defect in one file of the copy, runs the npm script, and puts the file back. */
  function withDefect(file: string, from: string, to: string, script: string) {
    const path = join(project, file);
    const text = readFileSync(path, 'utf8');
    if (!text.includes(from)) throw new Error(`${file} has no "${from}" to plant a defect in`);
    writeFileSync(path, text.replace(from, to));
    try {
      const env = { ...process.env };
      delete env.INIT_CWD;
      return spawnSync('npm', ['run', '--silent', script, '--', '--check'], { cwd: project, env, encoding: 'utf8' });
    } finally {
      writeFileSync(path, text);
    }
  }

  it.each([
    {
      script: 'features:coverage',
      defect: ['features/not-found.feature', '@backend @spec-2.12 @spec-8.1', '@backend @spec-2.12 @spec-8.99'],
      named: 'names @spec-8.99, which is no clause of docs/specification.md',
    },
    {
      script: 'features:style',
      defect: [
        'features/not-found.feature',
        '  Scenario Outline: The button leads',
        '  Scenario: A late Given\n    When they open "/x/"\n    Then the status is 404\n    Given it is late\n\n  Scenario Outline: The button leads',
      ],
      named: 'the Given "it is late" comes after a When or a Then',
    },
    {
      script: 'features:twins',
      defect: [
        'features/ru/not-found.feature',
        '| /no-such-page/              | ru   |',
        '| /no-such-page-2/            | ru   |',
      ],
      named: 'has other values than features/not-found.feature',
    },
    {
      script: 'features:steps',
      defect: ['docs/steps.md', '# Step catalogue', '# The step catalogue'],
      named: 'docs/steps.md is not what the step definitions say',
    },
    {
      script: 'contracts:check',
      defect: ['contracts/generated/openapi.json', '"openapi": "3.1', '"openapi": "3.0'],
      named: 'contracts/generated/openapi.json is stale',
    },
  ])(
    '$script -- --check exits 1 and names the defect',
    ({ script, defect, named }) => {
      const [file = '', from = '', to = ''] = defect;
      const { status, stdout, stderr } = withDefect(file, from, to, script);
      expect(`${stdout}${stderr}`).toContain(named);
      expect(status).toBe(1);
    },
    60_000,
  );
});
