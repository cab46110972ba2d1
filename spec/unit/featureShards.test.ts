import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeMessageStreams } from '../../packages/spec-harness/src/cucumberReports/mergeMessages.ts';
import { parseMessages } from '../../packages/spec-harness/src/cucumberReports/messages.ts';
import { writeHtmlReport } from '../../packages/spec-harness/src/cucumberReports/writeHtmlReport.ts';

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

  it("merges the shards' reports into the report of one run", async () => {
    const streams = await Promise.all(
      Array.from({ length: SHARDS }, async (_, index) =>
        parseMessages(await readFile(join(folder, `${index + 1}-of-${SHARDS}.ndjson`), 'utf8')),
      ),
    );
    const merged = mergeMessageStreams(streams);
    const pickles = new Map(merged.flatMap((e) => (e.pickle ? [[e.pickle.id, e.pickle] as const] : [])));
    const definitions = new Set(merged.flatMap((e) => (e.stepDefinition ? [e.stepDefinition.id] : [])));
    const hooks = new Set(merged.flatMap((e) => (e.hook ? [e.hook.id] : [])));
    const testCases = merged.flatMap((e) => (e.testCase ? [e.testCase] : []));
    // Every scenario of the whole run once, each pointing at the pickle, steps and code it ran.
    expect(
      testCases
        .map(({ pickleId }) => {
          const pickle = pickles.get(pickleId);
          return pickle ? `${pickle.uri}:${pickle.location?.line} ${pickle.name}` : `unknown ${pickleId}`;
        })
        .sort(),
    ).toEqual([...whole].sort());
    for (const testCase of testCases) {
      const stepIds = new Set(pickles.get(testCase.pickleId)?.steps.map((step) => step.id));
      for (const step of testCase.testSteps) {
        if (step.hookId) expect(hooks).toContain(step.hookId);
        else expect(stepIds).toContain(step.pickleStepId);
        for (const id of step.stepDefinitionIds ?? []) expect(definitions).toContain(id);
      }
    }
    expect(merged.filter((e) => e.gherkinDocument)).toHaveLength(
      streams[0]?.filter((e) => e.gherkinDocument).length ?? 0,
    );
    expect(merged.filter((e) => e.testRunStarted)).toHaveLength(1);
    expect(merged.at(-1)?.testRunFinished?.success).toBe(true);
    expect(merged.filter((e) => e.testCaseFinished)).toHaveLength(whole.length);

    const html = join(folder, 'merged.html');
    await writeHtmlReport(merged, html);
    const page = await readFile(html, 'utf8');
    expect(page).toContain('<html');
    expect(page).toContain('Every route of the site, in both languages');
    // The whole suite's messages, merged and written as HTML: seconds, more on a busy machine.
  }, 30_000);

  it('gives each shard about a third of the scenarios', () => {
    for (const shard of shards) expect(Math.abs(shard.length - whole.length / SHARDS)).toBeLessThanOrEqual(1);
  });
});
