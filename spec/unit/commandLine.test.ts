import { afterEach, describe, expect, it, vi } from 'vitest';
import { commandLine, parsedOrExit, positiveNumber } from '../../tools/commandLine.ts';

/** Runs commandLine and catches its exit: the code and what it told the developer. */
function refused(run: () => unknown): { code: unknown; said: string } {
  const said: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((text: string) => void said.push(text));
  vi.spyOn(process, 'exit').mockImplementation((code) => {
    throw Object.assign(new Error('exit'), { code });
  });
  try {
    run();
  } catch (error) {
    return { code: (error as { code?: unknown }).code, said: said.join('\n') };
  }
  throw new Error('the command line was accepted');
}

afterEach(() => vi.restoreAllMocks());

describe("the tools' command lines", () => {
  it('gives the options and the arguments a command takes', () => {
    expect(
      commandLine(
        'npm run x',
        { check: { type: 'boolean' }, page: { type: 'string' } },
        {
          positionals: 'a file',
          args: ['--check', '--page', 'home', 'out.conf'],
        },
      ),
    ).toEqual({ values: { check: true, page: 'home' }, positionals: ['out.conf'] });
    expect(commandLine('npm run x', { check: { type: 'boolean' } }, { args: [] })).toEqual({
      values: {},
      positionals: [],
    });
  });

  it("reads the process's own arguments when given none", () => {
    const argv = process.argv;
    process.argv = [argv[0] ?? 'node', 'tools/contracts.ts', '--check'];
    try {
      expect(commandLine('npm run contracts', { check: { type: 'boolean' } }).values).toEqual({ check: true });
    } finally {
      process.argv = argv;
    }
  });

  it('stops with exit code 2 on an unknown option, naming the known ones: a typo never passes a check', () => {
    expect(
      refused(() => commandLine('npm run contracts', { check: { type: 'boolean' } }, { args: ['--chek'] })),
    ).toEqual({
      code: 2,
      said: 'npm run contracts: unknown option --chek. It knows --check.',
    });
  });

  it('stops on an argument the command does not take, and says what it takes', () => {
    expect(refused(() => commandLine('npm run lint', { fix: { type: 'boolean' } }, { args: ['src/'] }))).toEqual({
      code: 2,
      said: 'npm run lint: takes no arguments besides its options, not src/. It knows --fix.',
    });
    expect(
      refused(() => commandLine('npm run fixtures:check', {}, { positionals: 'a file prefix', args: ['--all'] })),
    ).toEqual({
      code: 2,
      said: 'npm run fixtures:check: unknown option --all. It knows no options and a file prefix.',
    });
  });

  it('names every option it knows', () => {
    const options = { check: { type: 'boolean' }, quick: { type: 'boolean' } } as const;
    expect(refused(() => commandLine('npm run x', options, { args: ['--chek'] })).said).toBe(
      'npm run x: unknown option --chek. It knows --check, --quick.',
    );
  });

  it('stops on an option that needs a value and has none', () => {
    const { code, said } = refused(() =>
      commandLine('npm run budgets:breakdown', { page: { type: 'string' } }, { args: ['--page'] }),
    );
    expect(code).toBe(2);
    expect(said).toMatch(/^npm run budgets:breakdown: Option '--page <value>' argument missing\. It knows --page\.$/);
  });

  it('takes a positive number for an option, whole where it must be, and says what it needs otherwise', () => {
    expect(positiveNumber('2.5', 'duration')).toBe(2.5);
    expect(positiveNumber('10', 'connections', true)).toBe(10);
    expect(positiveNumber(undefined, 'duration')).toBeUndefined();
    for (const [value, integer, message] of [
      ['0', false, '--duration needs a positive number, not 0.'],
      ['-3', false, '--duration needs a positive number, not -3.'],
      ['Infinity', false, '--duration needs a positive number, not Infinity.'],
      ['ten', false, '--duration needs a positive number, not ten.'],
      ['2.5', true, '--duration needs a positive whole number, not 2.5.'],
      [true, false, '--duration needs a positive number, not true.'],
    ] as const)
      expect(() => positiveNumber(value, 'duration', integer)).toThrow(message);
  });

  it('stops with exit code 2 and the message when a command line cannot be read, and gives what it read when it can', () => {
    expect(parsedOrExit(() => 7)).toBe(7);
    expect(refused(() => parsedOrExit(() => positiveNumber('0', 'runs')))).toEqual({
      code: 2,
      said: '--runs needs a positive number, not 0.',
    });
  });
});
