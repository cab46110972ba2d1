/** What the last gate wrote (tools/gate.ts): how long each step took, read by `npm run ci:plan`. */
export const GATE_REPORT = 'reports/gate.json';

export interface GateReport {
  /** The cores of the machine it ran on. */
  cores: number;
  /** How long `npm ci` took before it (.ci/run). */
  installSeconds?: number;
  steps: {
    name: string;
    script: string;
    startedAt: number;
    seconds: number;
    status: 'passed' | 'failed' | 'stopped';
  }[];
  /** The whole gate, from its start to its last step's end. */
  seconds: number;
}
