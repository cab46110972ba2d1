import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { testFileReach } from '../e2e/testFileReach.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const lineCount = (file: string) => readFileSync(`${root}${file}`, 'utf8').split('\n').length;

describe("testFileReach: what an end-to-end test's own process loads", () => {
  const reachOfNginxTest = () => testFileReach(`${root}spec/e2e/behindNginx.spec.ts`);

  it('is its file and every project file it imports, directly or through another, JSON included', () => {
    const reach = reachOfNginxTest();
    expect([...reach.keys()]).toEqual(
      expect.arrayContaining([
        'spec/e2e/behindNginx.spec.ts',
        'spec/e2e/fixtures.ts',
        'spec/support/documentedNginx.ts',
        'fixtures/submissions/form_application.json',
        'tools/siteServer.ts',
        // Through tools/siteServer.ts.
        'tools/freePort.ts',
      ]),
    );
    expect([...reach.keys()].every((file) => !file.includes('node_modules') && !file.startsWith('/'))).toBe(true);
  });

  it('counts every line of each file as run: more than the test ran, never less', () => {
    const reach = reachOfNginxTest();
    for (const file of ['spec/e2e/behindNginx.spec.ts', 'tools/freePort.ts'])
      expect(reach.get(file)).toEqual(new Set(Array.from({ length: lineCount(file) }, (_, i) => i + 1)));
  });

  it('names only files that exist', () => {
    expect(testFileReach(`${root}spec/e2e/no-such.spec.ts`).size).toBe(0);
  });
});
