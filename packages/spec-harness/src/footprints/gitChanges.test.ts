import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseUnifiedDiff } from './gitChanges.ts';

const diff = `diff --git a/site/rules/cookieNotice.ts b/site/rules/cookieNotice.ts
index 1111111..2222222 100644
--- a/site/rules/cookieNotice.ts
+++ b/site/rules/cookieNotice.ts
@@ -35 +35 @@ export function acceptanceCookie(secure: boolean): string {
-    'SameSite=Lax',
+    'SameSite=Strict',
@@ -40,0 +41,2 @@ export function acceptanceCookie(secure: boolean): string {
+  // two new lines
+  // after line 40
@@ -7,3 +8 @@
-a
-b
-c
+d
diff --git a/fixtures/ru/new.json b/fixtures/ru/new.json
new file mode 100644
index 0000000..3333333
--- /dev/null
+++ b/fixtures/ru/new.json
@@ -0,0 +1 @@
+{}
diff --git a/site/old.ts b/site/old.ts
deleted file mode 100644
index 4444444..0000000
--- a/site/old.ts
+++ /dev/null
@@ -1,2 +0,0 @@
-export const a = 1;
-export const b = 2;
diff --git a/site/public/logo.png b/site/public/logo.png
index 5555555..6666666 100644
Binary files a/site/public/logo.png and b/site/public/logo.png differ
`;

describe('the changed lines of a diff', () => {
  it('gives each file the lines of its old version that changed', () => {
    expect(parseUnifiedDiff(diff)).toEqual([
      {
        file: 'site/rules/cookieNotice.ts',
        kind: 'modified',
        hunks: [
          [35, 35],
          [40, 41],
          [7, 9],
        ],
      },
      { file: 'fixtures/ru/new.json', kind: 'added', hunks: [[0, 1]] },
      { file: 'site/old.ts', kind: 'deleted', hunks: [[1, 2]] },
      { file: 'site/public/logo.png', kind: 'modified', hunks: [] },
    ]);
  });

  it('reads counts of any length, and nothing before the first file', () => {
    expect(parseUnifiedDiff('@@ -1 +1 @@\ndiff --git a/x.ts b/x.ts\n@@ -120,12 +121,14 @@\n')).toEqual([
      { file: 'x.ts', kind: 'modified', hunks: [[120, 131]] },
    ]);
  });
});

describe('asking git', () => {
  it('keeps its complaints off the terminal and in the error the caller handles', () => {
    const script = [
      "import { fileAt, hasCommit } from './gitChanges.ts';",
      "try { fileAt(process.cwd(), 'HEAD', 'no/such/file.ts'); } catch (error) { console.log(String(error.stderr)); }",
      "console.log(hasCommit(process.cwd(), '0'.repeat(40)));",
    ].join('\n');
    const { stdout, stderr } = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: import.meta.dirname,
      encoding: 'utf8',
    });
    expect(stderr).toBe('');
    expect(stdout).toMatch(/^fatal: path 'no\/such\/file\.ts' does not exist in 'HEAD'\n\nfalse\n$/);
  });
});
