/**
 * `npm test`: the release gate. Runs every step of tools/gate/gateSteps.ts, each as soon as the steps it
 * needs have passed and the machine has the cores it keeps busy (tools/gate/readySteps.ts). A step that
 * runs alone prints as it goes; steps side by side print each its whole output when it ends. The first
 * failure stops the steps still running and starts no other: the gate fails, naming it. At the end a
 * table of every step's time, also written to reports/gate.json, which `npm run ci:plan` reads.
 *
 * GATE_INSTALL_SECONDS (set by .ci/run): how long `npm ci` took, recorded beside the steps.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { commandLine } from './commandLine.ts';
import { GATE_STEPS, type GateStep } from './gate/gateSteps.ts';
import { GATE_REPORT, type GateReport } from './gate/gateReport.ts';
import { readySteps } from './gate/readySteps.ts';

commandLine('npm test', {});

const capacity = availableParallelism();
const began = performance.now();
const seconds = (from: number, to = performance.now()) => Math.round((to - from) / 100) / 10;
const passed = new Set<string>();
const started = new Set<string>();
const running = new Map<GateStep, ChildProcess>();
const report: GateReport = {
  cores: capacity,
  ...(process.env.GATE_INSTALL_SECONDS && { installSeconds: Number(process.env.GATE_INSTALL_SECONDS) }),
  steps: [],
  seconds: 0,
};
let failed: GateStep | undefined;

function start(step: GateStep): void {
  started.add(step.name);
  const alone = step.cores === 'all';
  console.log(`\n▶ ${step.name} (npm run ${step.script})${alone ? '' : ', beside others: its output when it ends'}`);
  // Its own process group, so that stopping it stops what it started (browsers, servers).
  const child = spawn('npm', ['run', '--silent', step.script], {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  const at = performance.now();
  running.set(step, child);
  child.on('close', (code, signal) => {
    running.delete(step);
    const status = code === 0 ? 'passed' : failed ? 'stopped' : 'failed';
    report.steps.push({
      name: step.name,
      script: step.script,
      startedAt: seconds(began, at),
      seconds: seconds(at),
      status,
    });
    if (output.length > 0) process.stdout.write(`\n── ${step.name} ──\n${Buffer.concat(output).toString()}`);
    console.log(`■ ${step.name}: ${status} in ${seconds(at)} s${signal && status !== 'stopped' ? ` (${signal})` : ''}`);
    if (code === 0) passed.add(step.name);
    else if (!failed) {
      failed = step;
      for (const other of running.values()) stop(other, 'SIGTERM');
    }
    next();
  });
}

/** Stops a step and what it started (its process group); one that has just ended is left be. */
function stop(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

function next(): void {
  if (!failed)
    for (const step of readySteps(GATE_STEPS, { passed, started }, [...running.keys()], capacity)) start(step);
  if (running.size === 0) finish();
}

function finish(): void {
  report.seconds = seconds(began);
  mkdirSync('reports', { recursive: true });
  writeFileSync(GATE_REPORT, `${JSON.stringify(report, null, 2)}\n`);
  const rows = [...report.steps].sort((a, b) => a.startedAt - b.startedAt);
  console.log(`\nThe gate on ${capacity} cores (${GATE_REPORT}):`);
  for (const row of rows)
    console.log(`  ${row.name.padEnd(16)}${`${row.seconds} s`.padStart(9)}  from ${row.startedAt} s  ${row.status}`);
  const notRun = GATE_STEPS.filter((step) => !started.has(step.name)).map((step) => step.name);
  if (notRun.length > 0) console.log(`  not started: ${notRun.join(', ')}`);
  if (!failed && notRun.length > 0) {
    console.error('\nSteps never became ready: their needs name no step that ran (tools/gate/gateSteps.ts).');
    process.exitCode = 1;
  }
  console.log(`  the whole gate: ${report.seconds} s`);
  if (failed) {
    console.error(
      `\nThe gate failed at ${failed.name}: its output is above; \`npm run ${failed.script}\` runs it alone.`,
    );
    process.exitCode = 1;
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    for (const child of running.values()) stop(child, signal);
    process.exit(130);
  });

next();
