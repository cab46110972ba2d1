import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The harness as another team gets it: packed by `npm pack`, installed from
 * the tarball into a project of its own (the example, with nothing of this house's node_modules), then
 * used as that team would. npm installs from its cache where it can (it asks the registry for what versions there are).
 */
const PACKAGE = join(import.meta.dirname, '..');
const version = (name: string) =>
  (createRequire(import.meta.url)(`${name}/package.json`) as { version: string }).version;

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

let packed: { filename: string; files: { path: string }[] };
let project: string;
const run = (command: string, ...args: string[]) =>
  spawnSync(command, args, { cwd: project, encoding: 'utf8', env: { ...process.env, INIT_CWD: project } });

beforeAll(() => {
  const work = mkdtempSync(join(tmpdir(), 'adopter-'));
  // An npm script's own settings (its workspace, its prefix) must not follow the commands into the copy.
  const npmEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('npm_')));
  // --ignore-scripts: not compiled again (prepack) while other test files import the compiled harness;
  // the gate compiles it before any test runs (its `harness` step).
  const [tarball] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], {
      cwd: PACKAGE,
      encoding: 'utf8',
      env: npmEnv,
    }),
  ) as (typeof packed)[];
  if (!tarball) throw new Error('npm pack --json named no tarball');
  packed = tarball;
  project = join(work, 'till');
  mkdirSync(project);
  cpSync(join(PACKAGE, 'example'), project, { recursive: true, filter: (path) => !path.includes('/reports') });
  writeFileSync(
    join(project, 'package.json'),
    JSON.stringify({
      name: 'till',
      private: true,
      type: 'module',
      devDependencies: {
        'spec-harness': `file:../${packed.filename}`,
        '@cucumber/cucumber': version('@cucumber/cucumber'),
        playwright: version('playwright'),
        tsx: version('tsx'),
        typescript: version('typescript'),
        '@types/node': version('@types/node'),
      },
    }),
  );
  // The adopter's own type check, strict, its libraries' declarations included.
  writeFileSync(
    join(project, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        module: 'NodeNext',
        target: 'ES2022',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
        types: ['node'],
      },
      include: ['*.ts'],
    }),
  );
  writeFileSync(
    join(project, 'uses.ts'),
    [
      "import { readSpecification } from 'spec-harness';",
      "import { defineConfig } from 'spec-harness/config';",
      "import { CHROMIUM_ARGS, scenarioNeed } from 'spec-harness/cucumber';",
      "import { readFootprints } from 'spec-harness/footprints';",
      'export const used = [readSpecification, defineConfig, CHROMIUM_ARGS, scenarioNeed, readFootprints];',
      '',
    ].join('\n'),
  );
  execFileSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], {
    cwd: project,
    env: npmEnv,
    stdio: 'pipe',
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

  it.each(['coverage', 'style', 'twins', 'steps'])('runs `spec-harness %s --check` on the project', (command) => {
    const { status, stdout, stderr } = run(
      process.execPath,
      'node_modules/spec-harness/bin/spec-harness.js',
      command,
      '--check',
    );
    expect({ status, stderr }, stdout).toEqual({ status: 0, stderr: '' });
  });
});
