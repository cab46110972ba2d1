import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mergeMessageStreams } from '../../packages/spec-harness/src/cucumberReports/mergeMessages.ts';
import { parseMessages } from '../../packages/spec-harness/src/cucumberReports/parseMessages.ts';
import { writeHtmlReport } from '../../packages/spec-harness/src/cucumberReports/writeHtmlReport.ts';
import { FEATURE_SHARDS } from '../../tools/ci/ciJobs.ts';

/** `features/x.feature:12 name` → the durations file's key, `features/x.feature:12`. */
const keyOf = (scenario: string) => scenario.slice(0, scenario.indexOf(' '));

// CI spreads the feature suite over N runners with `BALANCED_SHARD=K/N npm run test:features`, each
// shard about the same time by the last run's durations (spec-harness's balancedShards plugin). This
// proves the shards add up to the suite: every scenario of a whole run in exactly one shard. Each plan
// is cucumber's own dry run of the real configuration (cucumber.cjs, profile "plan"): no browser.
const run = promisify(execFile);
const SHARDS = FEATURE_SHARDS;
/** A made-up last run: scenarios of 1 to 7 s, in turn (the real one's times vary as much). */
const secondsOf = (index: number) => (index % 7) + 1;

/** The scenarios a run would execute, by feature file, line and name (cucumber's message stream). */
async function plan(folder: string, shard?: string): Promise<string[]> {
  const file = join(folder, `${shard?.replace('/', '-of-') ?? 'whole'}.ndjson`);
  const args = ['cucumber-js', '--profile', 'plan', '--format', `message:${file}`];
  const env = {
    ...process.env,
    ...(shard && { BALANCED_SHARD: shard, SHARD_DURATIONS: join(folder, 'durations.json') }),
  };
  await run('npx', args, { maxBuffer: 16 * 1024 * 1024, env });
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
    whole = await plan(folder);
    const scenarios = Object.fromEntries(whole.map((scenario, index) => [keyOf(scenario), secondsOf(index)]));
    await writeFile(join(folder, 'durations.json'), JSON.stringify({ format: 'durations/1', scenarios }));
    shards = await Promise.all(Array.from({ length: SHARDS }, (_, index) => plan(folder, `${index + 1}/${SHARDS}`)));
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

  it("gives each shard about the same time, by the last run's durations", () => {
    const seconds = new Map(whole.map((scenario, index) => [scenario, secondsOf(index)]));
    const times = shards.map((shard) => shard.reduce((sum, scenario) => sum + (seconds.get(scenario) ?? 0), 0));
    // No shard is longer than another by more than one scenario's time.
    expect(Math.max(...times) - Math.min(...times)).toBeLessThanOrEqual(7);
  });
});
