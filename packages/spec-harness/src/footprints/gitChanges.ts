import { execFileSync } from 'node:child_process';

/** A file that differs between a commit and the working tree. */
export interface FileChange {
  file: string;
  kind: 'added' | 'deleted' | 'modified';
  /** The changed lines of the commit's version, `[first, last]`; a pure insertion is the line it follows and the next. */
  hunks: Array<[number, number]>;
}

// git's complaints (a file not in the commit, a commit a shallow clone lacks) are the caller's to
// handle: they go into the error thrown, not onto the terminal.
const git = (cwd: string, args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] });

/** Whether `commit` is known to this checkout (a shallow clone may not have it). */
export function hasCommit(cwd: string, commit: string): boolean {
  try {
    git(cwd, ['cat-file', '-e', `${commit}^{commit}`]);
    return true;
  } catch {
    return false;
  }
}

/** The text of `file` at `commit`. */
export function fileAt(cwd: string, commit: string, file: string): string {
  return git(cwd, ['show', `${commit}:${file}`]);
}

/**
 * Every file that differs between `commit` and the working tree (staged or not, and files git does not
 * track yet but does not ignore), with the changed lines of the commit's version.
 */
export function changesSince(cwd: string, commit: string): FileChange[] {
  const changes = parseUnifiedDiff(
    git(cwd, ['diff', '--no-color', '--no-ext-diff', '-U0', '--no-renames', commit, '--']),
  );
  const untracked = git(cwd, ['ls-files', '--others', '--exclude-standard', '-z']).split('\0').filter(Boolean);
  for (const file of untracked)
    if (!changes.some((c) => c.file === file)) changes.push({ file, kind: 'added', hunks: [] });
  return changes;
}

/** The files and old-side line ranges of a `git diff -U0`. */
export function parseUnifiedDiff(diff: string): FileChange[] {
  const changes: FileChange[] = [];
  let current: FileChange | undefined;
  for (const line of diff.split('\n')) {
    const header = /^diff --git a\/(.+) b\/(.+)$/.exec(line);
    if (header) {
      current = { file: header[1] as string, kind: 'modified', hunks: [] };
      changes.push(current);
      continue;
    }
    if (!current) continue;
    if (line.startsWith('new file mode')) current.kind = 'added';
    else if (line.startsWith('deleted file mode')) current.kind = 'deleted';
    const hunk = /^@@ -(\d+)(?:,(\d+))? \+\d+(?:,\d+)? @@/.exec(line);
    if (hunk) {
      const start = Number(hunk[1]);
      const count = hunk[2] === undefined ? 1 : Number(hunk[2]);
      // `-12,0`: lines were added after line 12, between it and line 13.
      current.hunks.push(count === 0 ? [start, start + 1] : [start, start + count - 1]);
    }
  }
  return changes;
}
