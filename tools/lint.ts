/**
 * `npm run lint`: ESLint, then Prettier, then the workflow files, each reporting in full; exit 1 when
 * any found something. `npm run lint -- --fix` lets ESLint and Prettier fix what they can first
 * (Prettier writes instead of checking); the workflow files are only checked.
 */
import { spawnSync } from 'node:child_process';
import { commandLine } from './commandLine.ts';

const fix = commandLine('npm run lint', { fix: { type: 'boolean' } }).values.fix === true;
const steps: [string, string[]][] = [
  ['npx', ['eslint', '.', ...(fix ? ['--fix'] : [])]],
  ['npx', ['prettier', fix ? '--write' : '--check', '.']],
  ['npm', ['run', '--silent', 'lint:workflows']],
];
const failed = steps.filter(([command, args]) => spawnSync(command, args, { stdio: 'inherit' }).status !== 0);
if (failed.length > 0) process.exitCode = 1;
