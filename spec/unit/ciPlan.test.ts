import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { E2E_SHARDS, FEATURE_SHARDS, ciJobs } from '../../tools/ci/ciJobs.ts';
import { scheduleJobs } from '../../tools/ci/scheduleJobs.ts';
import { GATE_STEPS } from '../../tools/gate/gateSteps.ts';
import type { GateReport } from '../../tools/gate/gateReport.ts';

const workflow = readFileSync('.github/workflows/ci.yml', 'utf8');

describe('jobs on N runners', () => {
  const jobs = [
    { name: 'build', seconds: 60, needs: [] },
    { name: 'lint', seconds: 100, needs: [] },
    { name: 'features 1', seconds: 200, needs: ['build'] },
    { name: 'features 2', seconds: 150, needs: ['build'] },
    { name: 'summary', seconds: 20, needs: ['lint', 'features 1', 'features 2'] },
  ];

  it('runs side by side what has a runner, and names the chain the release waited for', () => {
    const plan = scheduleJobs(jobs, 4);
    expect(plan.seconds).toBe(280);
    expect(plan.criticalPath.map((job) => job.name)).toEqual(['build', 'features 1', 'summary']);
  });

  it('queues a ready job until a runner is free, and the runner it waited for is on the path', () => {
    const plan = scheduleJobs(jobs, 2);
    // build and lint first; features 1 at 60 on build's runner, features 2 at 100 on lint's.
    expect(plan.jobs.map((job) => [job.name, job.start])).toEqual([
      ['build', 0],
      ['lint', 0],
      ['features 1', 60],
      ['features 2', 100],
      ['summary', 260],
    ]);
    expect(plan.seconds).toBe(280);
    expect(plan.criticalPath.map((job) => job.name)).toEqual(['build', 'features 1', 'summary']);
    expect(scheduleJobs(jobs, 1).seconds).toBe(530);
    expect(scheduleJobs(jobs, 1).criticalPath.map((job) => job.name)).toEqual([
      'build',
      'lint',
      'features 1',
      'features 2',
      'summary',
    ]);
  });

  it('starts the job ready first when a runner frees, whatever the order given', () => {
    const plan = scheduleJobs(
      [
        { name: 'slow', seconds: 100, needs: [] },
        { name: 'after slow', seconds: 5, needs: ['slow'] },
        { name: 'quick', seconds: 10, needs: [] },
      ],
      1,
    );
    expect(plan.jobs.map((job) => [job.name, job.start])).toEqual([
      ['slow', 0],
      ['quick', 100],
      ['after slow', 110],
    ]);
  });

  it('ends the path at the job that ends last, and on a tie goes back through what the job needs', () => {
    const plan = scheduleJobs(
      [
        { name: 'other', seconds: 60, needs: [] },
        { name: 'needed', seconds: 60, needs: [] },
        { name: 'next', seconds: 10, needs: ['needed'] },
        { name: 'short', seconds: 1, needs: ['other'] },
      ],
      2,
    );
    expect(plan.criticalPath.map((job) => job.name)).toEqual(['needed', 'next']);
  });

  it('refuses jobs that need a job that is not there, or wait for each other', () => {
    expect(() =>
      scheduleJobs(
        [
          { name: 'a', seconds: 1, needs: ['b'] },
          { name: 'c', seconds: 1, needs: ['d'] },
        ],
        2,
      ),
    ).toThrow('Jobs need b, d, which no job is.');
    expect(() =>
      scheduleJobs(
        [
          { name: 'a', seconds: 1, needs: ['b'] },
          { name: 'b', seconds: 1, needs: ['a'] },
        ],
        2,
      ),
    ).toThrow('Jobs that wait for each other: a, b.');
  });
});

describe('the jobs of the workflow', () => {
  const gate: GateReport = {
    cores: 2,
    installSeconds: 30,
    seconds: 0,
    steps: GATE_STEPS.map((step, index) => ({
      name: step.name,
      script: step.script,
      startedAt: 0,
      seconds: index + 1,
      status: 'passed',
    })),
  };

  it('are the jobs of ci.yml, with its shards', () => {
    const names = ciJobs(gate, []).jobs.map((job) => job.name);
    expect(names.filter((name) => name.startsWith('features ') && name.includes('/'))).toHaveLength(FEATURE_SHARDS);
    expect(names.filter((name) => name.startsWith('e2e '))).toHaveLength(E2E_SHARDS);
    expect(workflow).toContain(`shard: [${Array.from({ length: FEATURE_SHARDS }, (_, i) => i + 1).join(', ')}]`);
    expect(workflow).toContain(`BALANCED_SHARD: \${{ matrix.shard }}/${FEATURE_SHARDS}`);
    expect(workflow).toContain(`shard: [${Array.from({ length: E2E_SHARDS }, (_, i) => i + 1).join(', ')}]`);
    expect(workflow).toContain(`npx playwright test --project site --shard \${{ matrix.shard }}/${E2E_SHARDS}`);
  });

  it('run every step of the gate', () => {
    // Each job's npm ci compiles the harness (the project's `prepare` script).
    for (const step of GATE_STEPS.filter((candidate) => !['test:e2e', 'harness'].includes(candidate.script)))
      expect(workflow, step.name).toContain(`npm run ${step.script}`);
  });

  it('give a feature shard its share of the feature run, on top of its own npm ci and browser', () => {
    const { jobs } = ciJobs(gate, [0.4, 0.3, 0.2, 0.1]);
    const features = GATE_STEPS.findIndex((step) => step.name === 'features') + 1;
    const browser = 1;
    expect(jobs.find((job) => job.name === `features 1/${FEATURE_SHARDS}`)?.seconds).toBeCloseTo(
      30 + browser + 0.4 * features,
    );
  });
});

describe('npm run ci:plan', () => {
  it("writes the durations the shards balance by, and says where the jobs' times come from", () => {
    const folder = mkdtempSync(join(tmpdir(), 'ci-plan-'));
    try {
      mkdirSync(join(folder, 'run'));
      const at = (seconds: number) => ({ seconds, nanos: 0 });
      const lines = [
        {
          pickle: {
            id: 'p1',
            uri: 'features/a.feature',
            location: { line: 3 },
            name: 'a',
            steps: [],
            tags: [],
            astNodeIds: [],
            language: 'en',
          },
        },
        { testCase: { id: 'c1', pickleId: 'p1', testSteps: [] } },
        { testCaseStarted: { id: 's1', testCaseId: 'c1', attempt: 0, timestamp: at(10) } },
        { testCaseFinished: { testCaseStartedId: 's1', timestamp: at(12), willBeRetried: false } },
      ];
      writeFileSync(join(folder, 'run', 'cucumber.ndjson'), lines.map((line) => JSON.stringify(line)).join('\n'));
      const output = execFileSync(
        join(process.cwd(), 'node_modules/.bin/tsx'),
        [join(process.cwd(), 'tools/ciPlan.ts'), 'run'],
        {
          cwd: folder,
          encoding: 'utf8',
        },
      );
      expect(output).toContain("1 scenarios' durations written to reports/durations.json");
      expect(output).toContain("No reports/gate.json: the jobs' times come from a run of the whole gate (npm test).");
      expect(JSON.parse(readFileSync(join(folder, 'reports/durations.json'), 'utf8'))).toEqual({
        format: 'durations/1',
        scenarios: { 'features/a.feature:3': 2 },
      });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
