import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The harness as another team gets it: packed by `npm pack` and installed from the tarball into a
 * project of its own, with nothing of this house's node_modules. npm installs from its cache where it
 * can (it asks the registry for what versions there are).
 */
const PACKAGE = join(import.meta.dirname, '..');

/** The version of a package this house has installed, for an adopter to install the same. */
export const version = (name: string) =>
  (createRequire(import.meta.url)(`${name}/package.json`) as { version: string }).version;

// An npm script's own settings (its workspace, its prefix) must not follow the commands into the copy.
const npmEnv = () => Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('npm_')));

export interface Packed {
  filename: string;
  files: { path: string }[];
}

/** `npm pack` of the harness into `folder`. */
export function packHarness(folder: string): Packed {
  // --ignore-scripts: not compiled again (prepack) while other test files import the compiled harness;
  // the gate compiles it before any test runs (its `harness` step).
  const [tarball] = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', folder], {
      cwd: PACKAGE,
      encoding: 'utf8',
      env: npmEnv(),
    }),
  ) as Packed[];
  if (!tarball) throw new Error('npm pack --json named no tarball');
  return tarball;
}

/** Writes a project's files (its package.json among them) and runs `npm install` in it. */
export function installProject(project: string, files: Record<string, string>): void {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(project, name)), { recursive: true });
    writeFileSync(join(project, name), text);
  }
  execFileSync('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], {
    cwd: project,
    env: npmEnv(),
    stdio: 'pipe',
  });
}
