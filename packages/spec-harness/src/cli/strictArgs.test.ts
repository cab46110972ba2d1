import { describe, expect, it } from 'vitest';
import { strictArgs, type CommandOptions } from './strictArgs.ts';

const CHECK: CommandOptions = { check: { type: 'boolean' } };

describe('strict command lines', () => {
  it('gives the options and the arguments a command takes', () => {
    const options: CommandOptions = { check: { type: 'boolean' }, page: { type: 'string' } };
    expect(strictArgs('npm run x', options, ['--check', '--page', 'home', 'out.conf'], 'a file')).toEqual({
      values: { check: true, page: 'home' },
      positionals: ['out.conf'],
    });
    expect(strictArgs('npm run x', CHECK, [])).toEqual({ values: {}, positionals: [] });
  });

  it('refuses an unknown option, naming every option it knows', () => {
    expect(strictArgs('npm run images', CHECK, ['--chek'])).toEqual({
      refused: 'npm run images: unknown option --chek. It knows --check.',
    });
    expect(strictArgs('npm run x', { ...CHECK, quick: { type: 'boolean' } }, ['--chek'])).toEqual({
      refused: 'npm run x: unknown option --chek. It knows --check, --quick.',
    });
  });

  it('refuses an argument the command does not take, and says what it takes', () => {
    expect(strictArgs('npm run lint', { fix: { type: 'boolean' } }, ['src/'])).toEqual({
      refused: 'npm run lint: takes no arguments besides its options, not src/. It knows --fix.',
    });
    expect(strictArgs('npm run fixtures:check', {}, ['--all'], 'a file prefix')).toEqual({
      refused: 'npm run fixtures:check: unknown option --all. It knows no options and a file prefix.',
    });
  });

  it('refuses an option that needs a value and has none, in parseArgs’ words', () => {
    expect(strictArgs('npm run budgets:breakdown', { page: { type: 'string' } }, ['--page'])).toEqual({
      refused: "npm run budgets:breakdown: Option '--page <value>' argument missing. It knows --page.",
    });
  });
});
