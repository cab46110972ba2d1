import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { testFileReach } from '../e2e/testFileReach.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

describe("testFileReach: what an end-to-end test's own process loads", () => {
  const reachOfNginxTest = () => testFileReach(`${root}spec/e2e/behindNginx.spec.ts`);

  it('is its file and every project file it imports, directly or through another, JSON included', () => {
    const reach = reachOfNginxTest();
    expect([...reach]).toEqual(
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
    expect([...reach].every((file) => !file.includes('node_modules') && !file.startsWith('/'))).toBe(true);
  });

  it('names only files that exist', () => {
    expect(testFileReach(`${root}spec/e2e/no-such.spec.ts`).size).toBe(0);
  });
});
