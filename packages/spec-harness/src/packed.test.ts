import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { installProject, packHarness, version, type Packed } from './packed.testkit.ts';

// The harness as another team gets it (packed.testkit.ts), in a copy of the example: TypeScript, ESM,
// English and Russian, the cucumber-js this house runs.
const PACKAGE = join(import.meta.dirname, '..');

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

beforeAll(() => {
  const work = mkdtempSync(join(tmpdir(), 'adopter-'));
  packed = packHarness(work);
  project = join(work, 'till');
  mkdirSync(project);
  cpSync(join(PACKAGE, 'example'), project, { recursive: true, filter: (path) => !path.includes('/reports') });
  installProject(project, {
    'package.json': JSON.stringify({
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
      include: ['*.ts'],
    }),
    'uses.ts': [
      "import { readSpecification } from 'spec-harness';",
      "import { defineConfig } from 'spec-harness/config';",
      "import { CHROMIUM_ARGS, scenarioNeed, stepDoc } from 'spec-harness/cucumber';",
      "import { readFootprints } from 'spec-harness/footprints';",
      'export const used = [readSpecification, defineConfig, CHROMIUM_ARGS, scenarioNeed, stepDoc, readFootprints];',
      '',
    ].join('\n'),
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
