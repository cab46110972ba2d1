/** A CI job as `npm run ci:plan` models it: how long it takes and the jobs it waits for. */
export interface PlannedJob {
  name: string;
  seconds: number;
  needs: readonly string[];
}

export interface ScheduledJob extends PlannedJob {
  start: number;
  end: number;
}

/**
 * When each job starts and ends on `runners` machines: a job starts as soon as the jobs it needs have
 * ended and a runner is free, the jobs ready first first (then in the order given), as a CI queue
 * serves them. Returns the jobs in the order they start, and the chain of jobs the last one waited
 * for, each on the one that ended last before it could start: the critical path.
 */
export function scheduleJobs(
  jobs: readonly PlannedJob[],
  runners: number,
): { jobs: ScheduledJob[]; criticalPath: ScheduledJob[]; seconds: number } {
  const free = Array.from({ length: Math.max(1, runners) }, () => 0);
  const done = new Map<string, ScheduledJob>();
  const waitedFor = new Map<string, ScheduledJob | undefined>();
  const pending = [...jobs];
  const unknown = jobs.flatMap((job) => job.needs.filter((need) => !jobs.some((other) => other.name === need)));
  if (unknown.length > 0) throw new Error(`Jobs need ${unknown.join(', ')}, which no job is.`);
  // Asked only of jobs whose needs are all done: `?.` is for the type checker (a mutant without it is
  // equivalent), as in lastNeeded below.
  const readyAt = (job: PlannedJob) => Math.max(0, ...job.needs.map((need) => done.get(need)?.end ?? 0));
  while (pending.length > 0) {
    const ready = pending.filter((job) => job.needs.every((need) => done.has(need)));
    if (ready.length === 0)
      throw new Error(`Jobs that wait for each other: ${pending.map((job) => job.name).join(', ')}.`);
    const next = ready.reduce((best, candidate) => (readyAt(candidate) < readyAt(best) ? candidate : best));
    const runner = free.indexOf(Math.min(...free));
    const runnerFreeAt = free[runner] ?? 0;
    const start = Math.max(readyAt(next), runnerFreeAt);
    const scheduled = { ...next, start, end: start + next.seconds };
    // What it waited for last: the job that held its runner, or else (on a tie too) a job it needs.
    const heldRunner = [...done.values()].find((other) => other.end === runnerFreeAt && runnerFreeAt > readyAt(next));
    const lastNeeded = next.needs.map((need) => done.get(need)).find((need) => need?.end === readyAt(next));
    waitedFor.set(scheduled.name, heldRunner ?? lastNeeded);
    free[runner] = scheduled.end;
    done.set(scheduled.name, scheduled);
    pending.splice(pending.indexOf(next), 1);
  }
  const scheduled = [...done.values()];
  // Of jobs ending at the same moment the first scheduled ends the path: either would do.
  const last = scheduled.reduce((latest, job) => (job.end > latest.end ? job : latest));
  const criticalPath: ScheduledJob[] = [];
  for (let job: ScheduledJob | undefined = last; job; job = waitedFor.get(job.name)) criticalPath.unshift(job);
  return { jobs: scheduled, criticalPath, seconds: last.end };
}
