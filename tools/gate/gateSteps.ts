/**
 * The release gate's steps (`npm test`, tools/gate.ts): every check the project has, each an npm script,
 * with what it needs before it can start and how much of the machine it keeps busy. The CI workflow
 * (.github/workflows/ci.yml) runs the same steps as jobs, and `npm run ci:plan` estimates those jobs
 * from the durations the last gate wrote (reports/gate.json).
 */
export interface GateStep {
  /** What the step is called in the gate's output and in reports/gate.json. */
  name: string;
  /** The npm script it runs. */
  script: string;
  /** Steps that must have passed before it starts. */
  needs: readonly string[];
  /**
   * The cores it keeps busy: `all` for a step that spreads over every core itself (it then runs alone),
   * 0 for one that waits on the network or the disk (Debian's installs).
   */
  cores: number | 'all';
}

export const GATE_STEPS: readonly GateStep[] = [
  // Debian's packages: one apt-get at a time (they share dpkg's lock).
  { name: 'browser', script: 'browser', needs: [], cores: 0 },
  { name: 'servers', script: 'servers', needs: ['browser'], cores: 0 },
  // The build first: the three runs of the suite wait for it, the checks beside it do not.
  { name: 'build', script: 'build', needs: [], cores: 1 },
  // The harness compiled again (npm ci compiles it too): what uses it must see its sources as they are.
  { name: 'harness', script: 'harness', needs: [], cores: 1 },
  { name: 'static', script: 'test:static', needs: ['harness'], cores: 1 },
  { name: 'prerender', script: 'prerender:check', needs: ['build'], cores: 1 },
  { name: 'budgets', script: 'budgets', needs: ['build'], cores: 1 },
  { name: 'contracts', script: 'contracts:verify', needs: [], cores: 1 },
  // A few unit tests drive a real browser (the harness's guards and readable failures).
  { name: 'unit', script: 'test:unit', needs: ['harness', 'browser'], cores: 'all' },
  { name: 'features', script: 'test:features', needs: ['build', 'harness', 'browser'], cores: 'all' },
  { name: 'features:split', script: 'test:features:split', needs: ['build', 'harness', 'browser'], cores: 'all' },
  { name: 'e2e', script: 'test:e2e', needs: ['build', 'harness', 'browser', 'servers'], cores: 'all' },
  // Every layer ran and passed, then the living documentation of this run.
  { name: 'summary', script: 'test:summary', needs: ['unit', 'features', 'features:split', 'e2e'], cores: 1 },
  { name: 'living', script: 'docs:living', needs: ['summary'], cores: 1 },
];
