import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['spec/unit/**/*.test.ts', 'spec/unit/**/*.test.tsx', 'packages/*/src/**/*.test.ts'],
    setupFiles: ['spec/unit/setup.ts'],
    globalSetup: ['spec/unit/tempFolder.ts'],
    environment: 'node',
    // Test files share a worker's module cache instead of each importing the mocks, React and the
    // deferred parts afresh (spec/unit/setup.ts): the suite took 75 s isolated and ~30 s shared on this
    // 2-core machine. A test must therefore not depend on state another file left in a module:
    // `npx vitest run --sequence.shuffle` runs the files in another order and shows one that does.
    isolate: false,
    // A worker per core (vitest's default leaves one free): a third of the suite's time is spent
    // waiting on the processes and browsers its tests start, and another file runs meanwhile.
    maxWorkers: availableParallelism(),
    // Many tests start a process (the harness's commands, a packed install, tsc): 1–7 s each here,
    // half as much again on a loaded CI machine, where vitest's 5 s default failed one of them.
    testTimeout: 30_000,
  },
});
