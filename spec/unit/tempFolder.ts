import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * vitest's global setup: every temporary file of the run (a project copied, a tarball installed, a
 * report written — thousands a run) goes under one folder of its own, removed when the run ends,
 * also after a test that failed before cleaning up. The workers and the processes tests start
 * inherit TMPDIR, which os.tmpdir() reads.
 */
export default function tempFolder(): () => void {
  const folder = mkdtempSync(join(tmpdir(), 'vitest-run-'));
  const before = process.env.TMPDIR;
  process.env.TMPDIR = folder;
  return () => {
    if (before === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = before;
    rmSync(folder, { recursive: true, force: true });
  };
}
