import type { GateStep } from './gateSteps.ts';

/**
 * The steps that may start now, in the order given: those whose needs have all passed, while the cores
 * the running steps keep busy leave room for them. A step that keeps every core busy starts only when
 * nothing runs, and nothing starts beside it; one that needs no core starts whenever it is ready. When
 * nothing runs, the first ready step starts whatever it asks for, so the gate never stalls.
 */
export function readySteps(
  steps: readonly GateStep[],
  { passed, started }: { passed: ReadonlySet<string>; started: ReadonlySet<string> },
  running: readonly GateStep[],
  capacity: number,
): GateStep[] {
  const coresOf = (step: GateStep) => (step.cores === 'all' ? capacity : step.cores);
  let busy = running.reduce((sum, step) => sum + coresOf(step), 0);
  let alone = running.length === 0;
  const ready: GateStep[] = [];
  for (const step of steps) {
    if (started.has(step.name) || !step.needs.every((need) => passed.has(need))) continue;
    const cores = coresOf(step);
    if (!alone && busy + cores > capacity) continue;
    ready.push(step);
    busy += cores;
    alone = false;
  }
  return ready;
}
