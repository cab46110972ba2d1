import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };
import { GATE_STEPS, type GateStep } from '../../tools/gate/gateSteps.ts';
import { readySteps } from '../../tools/gate/readySteps.ts';

const step = (name: string, cores: GateStep['cores'], needs: string[] = []): GateStep => ({
  name,
  script: name,
  needs,
  cores,
});
const none = new Set<string>();

describe('the steps that may start', () => {
  const steps = [
    step('install', 0),
    step('build', 1),
    step('lint', 1),
    step('tests', 'all'),
    step('e2e', 'all', ['build']),
  ];

  it('starts steps side by side while their cores fit, and one needing no core whenever it is ready', () => {
    expect(readySteps(steps, { passed: none, started: none }, [], 2).map((s) => s.name)).toEqual([
      'install',
      'build',
      'lint',
    ]);
  });

  it('starts a step that keeps every core busy only when nothing runs, and nothing beside it', () => {
    const started = new Set(['install', 'build', 'lint']);
    const lint = steps[2] as GateStep;
    expect(readySteps(steps, { passed: new Set(['install', 'build']), started }, [lint], 2)).toEqual([]);
    const passed = new Set(['install', 'build', 'lint']);
    expect(readySteps(steps, { passed, started }, [], 2).map((s) => s.name)).toEqual(['tests']);
    expect(readySteps(steps, { passed, started: new Set([...started, 'tests']) }, [steps[3] as GateStep], 2)).toEqual(
      [],
    );
  });

  it('waits for what a step needs to have passed, not only to have started', () => {
    const started = new Set(['install', 'build', 'lint', 'tests']);
    expect(readySteps(steps, { passed: new Set(['tests']), started }, [], 2)).toEqual([]);
    expect(readySteps(steps, { passed: new Set(['build']), started }, [], 2).map((s) => s.name)).toEqual(['e2e']);
  });

  it('starts the first ready step when nothing runs, whatever it asks for', () => {
    expect(readySteps([step('big', 4)], { passed: none, started: none }, [], 2).map((s) => s.name)).toEqual(['big']);
  });
});

describe("the gate's steps", () => {
  it('each need a step declared before them, and each run a script of package.json', () => {
    const scripts = Object.keys(packageJson.scripts);
    GATE_STEPS.forEach((gateStep, index) => {
      const before = GATE_STEPS.slice(0, index).map((other) => other.name);
      expect(before, gateStep.name).toEqual(expect.arrayContaining([...gateStep.needs]));
      expect(scripts, gateStep.name).toContain(gateStep.script);
    });
  });

  it('are what npm test and .ci/run run', () => {
    expect(packageJson.scripts.test).toBe('tsx tools/gate.ts');
    expect(readFileSync('.ci/run', 'utf8')).toMatch(/npm ci --no-audit --no-fund\n.*npm test\n$/);
  });
});
