import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// CI spreads the feature suite over N runners with `npm run test:features -- --shard K/N`. This
// proves the shards add up to the suite: every scenario of a whole run in exactly one shard. Each plan
// is cucumber's own dry run of the real configuration (cucumber.cjs, profile "plan"): no browser.
const run = promisify(execFile);
const SHARDS = 3;

/** The scenarios a run would execute, by feature file, line and name (cucumber's message stream). */
async function plan(folder: string, shard?: string): Promise<string[]> {
  const file = join(folder, `${shard?.replace('/', '-of-') ?? 'whole'}.ndjson`);
  const args = [
    'cucumber-js',
    '--profile',
    'plan',
    '--format',
    `message:${file}`,
    ...(shard ? ['--shard', shard] : []),
  ];
  await run('npx', args, { maxBuffer: 16 * 1024 * 1024 });
  const pickles = new Map<string, string>();
  const planned: string[] = [];
  for (const line of (await readFile(file, 'utf8')).split('\n')) {
    if (!line) continue;
    const message = JSON.parse(line) as {
      pickle?: { id: string; uri: string; name: string; location: { line: number } };
      testCase?: { pickleId: string };
    };
    // Ids are random per run; the file, the line (an example's row for an outline) and the name are not.
    if (message.pickle)
      pickles.set(message.pickle.id, `${message.pickle.uri}:${message.pickle.location.line} ${message.pickle.name}`);
    if (message.testCase)
      planned.push(pickles.get(message.testCase.pickleId) ?? `unknown ${message.testCase.pickleId}`);
  }
  return planned;
}

describe(`the feature suite in ${SHARDS} shards`, () => {
  let folder = '';
  let whole: string[] = [];
  let shards: string[][] = [];

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'feature-shards-'));
    [whole, ...shards] = await Promise.all([
      plan(folder),
      ...Array.from({ length: SHARDS }, (_, index) => plan(folder, `${index + 1}/${SHARDS}`)),
    ]);
  }, 120_000);
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('runs every scenario of the suite, each in exactly one shard', () => {
    expect(whole.length).toBeGreaterThan(500);
    expect(new Set(whole).size).toBe(whole.length);
    const union = shards.flat();
    expect(union).toHaveLength(whole.length);
    expect([...union].sort()).toEqual([...whole].sort());
  });

  it('gives each shard about a third of the scenarios', () => {
    for (const shard of shards) expect(Math.abs(shard.length - whole.length / SHARDS)).toBeLessThanOrEqual(1);
  });
});
