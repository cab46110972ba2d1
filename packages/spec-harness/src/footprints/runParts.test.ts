import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readFootprints, scenariosOf } from './artefact.ts';
import type { FootprintRecord } from './footprint.ts';
import { FOOTPRINT_PARTS, FOOTPRINT_RENDERS, FOOTPRINTS_FILE } from './paths.ts';
import { runParts } from './runParts.ts';

const projects: string[] = [];
function project({ git }: { git: boolean }): string {
  const cwd = mkdtempSync(join(tmpdir(), 'run-parts-'));
  projects.push(cwd);
  if (git) {
    const run = (...args: string[]) => execFileSync('git', args, { cwd, stdio: 'ignore' });
    run('init', '-q');
    writeFileSync(join(cwd, 'site.ts'), 'export const a = 1;\n');
    writeFileSync(join(cwd, '.gitignore'), 'reports/\n');
    run('add', '.');
    run('-c', 'user.name=t', '-c', 'user.email=t@example.org', 'commit', '-qm', 'first');
  }
  mkdirSync(join(cwd, FOOTPRINT_PARTS), { recursive: true });
  return cwd;
}
afterEach(() => {
  for (const cwd of projects.splice(0)) rmSync(cwd, { recursive: true, force: true });
});

const record = (run: string, scenario: string): FootprintRecord => ({
  scenario,
  run,
  name: scenario,
  passed: true,
  reached: { files: { 'site.ts': '1' }, fixtures: [], assets: [] },
});
const writePart = (cwd: string, name: string, records: FootprintRecord[]) =>
  writeFileSync(join(cwd, FOOTPRINT_PARTS, name), records.map((r) => `${JSON.stringify(r)}\n`).join(''));

describe('runParts: what a run\u2019s workers wrote, gathered when it ends', () => {
  it('gathers every worker\u2019s part of its own run into the footprints file, with the commit, and removes them', () => {
    const cwd = project({ git: true });
    writePart(cwd, 'e2e-100.ndjson', [record('e2e', 'spec/e2e/a.spec.ts › one')]);
    writePart(cwd, 'e2e-200.ndjson', [record('e2e', 'spec/e2e/b.spec.ts › two')]);
    writePart(cwd, 'embedded-300.ndjson', [record('embedded', 'features/x.feature:3')]);
    mkdirSync(join(cwd, FOOTPRINT_RENDERS, 'e2e'), { recursive: true });
    writeFileSync(join(cwd, 'site.ts'), 'export const a = 2;\n');

    const told = runParts(cwd, 'e2e').gather();

    const written = readFileSync(join(cwd, FOOTPRINTS_FILE), 'utf8');
    expect(told).toBe(
      `Footprints of 2 scenarios (e2e) written to reports/footprints.json (${Math.round(written.length / 1024)} KiB).`,
    );
    const file = readFootprints(join(cwd, FOOTPRINTS_FILE));
    if (!file) throw new Error('no footprints file written');
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd, encoding: 'utf8' }).trim();
    expect(file.runs.e2e).toMatchObject({ commit: head, dirty: ['site.ts'], scenarios: 2 });
    expect(scenariosOf(file).map((s) => s.scenario)).toEqual(['spec/e2e/a.spec.ts › one', 'spec/e2e/b.spec.ts › two']);
    // Another run's parts are left to it; the scratch space shared by the workers is gone.
    expect(readdirSync(join(cwd, FOOTPRINT_PARTS))).toEqual(['embedded-300.ndjson']);
    expect(existsSync(join(cwd, FOOTPRINT_RENDERS, 'e2e'))).toBe(false);
  });

  it('leaves the footprints file alone when the run wrote nothing', () => {
    const cwd = project({ git: true });
    expect(runParts(cwd, 'e2e').gather()).toBeUndefined();
    expect(existsSync(join(cwd, FOOTPRINTS_FILE))).toBe(false);
  });

  it('works where no run has written parts yet', () => {
    const cwd = project({ git: true });
    rmSync(join(cwd, FOOTPRINT_PARTS), { recursive: true });
    expect(() => runParts(cwd, 'e2e').clear()).not.toThrow();
    expect(runParts(cwd, 'e2e').gather()).toBeUndefined();
  });

  it('records nothing outside a git checkout, says why, and drops the parts', () => {
    const cwd = project({ git: false });
    writePart(cwd, 'e2e-1.ndjson', [record('e2e', 'spec/e2e/a.spec.ts › one')]);
    expect(runParts(cwd, 'e2e').gather()).toBe(
      'Footprints not recorded: the project is not a git checkout, so their commit is unknown.',
    );
    expect(existsSync(join(cwd, FOOTPRINTS_FILE))).toBe(false);
    expect(readdirSync(join(cwd, FOOTPRINT_PARTS))).toEqual([]);
  });

  it('clears what an interrupted run left, of its own run only', () => {
    const cwd = project({ git: true });
    writePart(cwd, 'e2e-1.ndjson', [record('e2e', 'spec/e2e/a.spec.ts › one')]);
    writePart(cwd, 'split-1.ndjson', [record('split', 'features/x.feature:3')]);
    mkdirSync(join(cwd, FOOTPRINT_RENDERS, 'e2e'), { recursive: true });
    mkdirSync(join(cwd, FOOTPRINT_RENDERS, 'split'), { recursive: true });
    runParts(cwd, 'e2e').clear();
    expect(readdirSync(join(cwd, FOOTPRINT_PARTS))).toEqual(['split-1.ndjson']);
    expect(readdirSync(join(cwd, FOOTPRINT_RENDERS))).toEqual(['split']);
    expect(readFileSync(join(cwd, FOOTPRINT_PARTS, 'split-1.ndjson'), 'utf8')).toContain('features/x.feature:3');
  });
});
