/**
 * `npm run ci:plan [-- --runners 4,8,11] [report folders…]`: what a release waits for when the gate runs
 * as the jobs of .github/workflows/ci.yml on N runners, estimated from the last run's reports:
 * - reports/gate.json (tools/gate.ts, `npm test`): how long each step took on this machine;
 * - the embedded feature run's message stream (cucumber.ndjson in each folder given, or reports/): how
 *   long each scenario took. From it this writes reports/durations.json, which the feature shards of the
 *   next run balance by (BALANCED_SHARD, spec-harness's balancedShards plugin).
 * It prints each job's expected time, when it starts and ends on each number of runners, and the chain
 * of jobs the release waits for (the critical path). A job takes as long as its steps did in the gate,
 * plus its own `npm ci` and browser install; a feature shard takes its share of the feature run's time.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { balancedShards, DURATIONS_FILE, durationsOf, messageStreamsIn, runEnvelopes } from 'spec-harness';
import { commandLine, refuse } from './commandLine.ts';
import { FEATURE_SHARDS, E2E_SHARDS, ciJobs } from './ci/ciJobs.ts';
import { GATE_REPORT, type GateReport } from './gate/gateReport.ts';
import { scheduleJobs } from './ci/scheduleJobs.ts';

const { values, positionals } = commandLine(
  'npm run ci:plan',
  { runners: { type: 'string' } },
  { positionals: '[report folders…]' },
);
const runnerCounts = String(values.runners ?? '4,8,11')
  .split(',')
  .map(Number);
if (runnerCounts.some((count) => !Number.isInteger(count) || count < 1))
  refuse(`--runners ${String(values.runners)}: give whole numbers of runners, comma-separated (4,8,11).`);

const folders = positionals.length > 0 ? positionals : ['reports'];
const streams = messageStreamsIn(folders, 'cucumber.ndjson');
const durations = streams.length > 0 ? durationsOf(runEnvelopes(streams)) : undefined;
if (durations) {
  mkdirSync('reports', { recursive: true });
  writeFileSync(DURATIONS_FILE, `${JSON.stringify(durations)}\n`);
  console.log(
    `${Object.keys(durations.scenarios).length} scenarios' durations written to ${DURATIONS_FILE}, what the feature shards balance by.`,
  );
} else console.log(`No cucumber.ndjson in ${folders.join(', ')}: the feature shards balance by count.`);

if (!existsSync(GATE_REPORT)) {
  console.log(`No ${GATE_REPORT}: the jobs' times come from a run of the whole gate (npm test).`);
  process.exit(0);
}
const gate = JSON.parse(readFileSync(GATE_REPORT, 'utf8')) as GateReport;
const shardSeconds = balancedShards(Object.keys(durations?.scenarios ?? {}), durations, FEATURE_SHARDS).map(
  (shard) => shard.seconds,
);
const { jobs, after } = ciJobs(gate, shardSeconds);
const s = (seconds: number) => `${Math.round(seconds)} s`;
console.log(
  `\nFrom the gate of ${gate.cores} cores in ${GATE_REPORT} (${s(gate.seconds)} on one machine; npm ci ${gate.installSeconds === undefined ? 'not timed' : s(gate.installSeconds)}),` +
    ` features in ${FEATURE_SHARDS} shards, e2e in ${E2E_SHARDS}:`,
);
for (const runners of runnerCounts) {
  const plan = scheduleJobs(jobs, runners);
  console.log(`\n${runners} runners: the release waits ${s(plan.seconds)}.`);
  for (const job of plan.jobs)
    console.log(`  ${job.name.padEnd(22)}${s(job.seconds).padStart(7)}   ${s(job.start).padStart(7)} → ${s(job.end)}`);
  console.log(`  critical path: ${plan.criticalPath.map((job) => `${job.name} (${s(job.seconds)})`).join(' → ')}`);
}
console.log(`\nAfter the release, off its path: ${after.map((job) => `${job.name} (${s(job.seconds)})`).join(', ')}.`);
