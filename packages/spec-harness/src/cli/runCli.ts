/**
 * The `spec-harness` command line: `spec-harness <command> [options]`, one file per command in
 * commands/. Options are parsed strictly (node:util parseArgs): an unknown one is an error that names
 * the known ones, so a typo such as `--chek` can never turn a gate into a no-op. Every command runs from
 * the folder of the project's config file, which is found from the working folder upwards.
 */
import { dirname } from 'node:path';
import { ConfigError, findConfig, loadConfig, resolveConfig } from '../config.ts';
import { SpecificationError } from '../specification.ts';
import type { Command } from './command.ts';
import { coverage } from './commands/coverage.ts';
import { footprints } from './commands/footprints.ts';
import { init } from './commands/init.ts';
import { living } from './commands/living.ts';
import { steps } from './commands/steps.ts';
import { style } from './commands/style.ts';
import { summary } from './commands/summary.ts';
import { twins } from './commands/twins.ts';
import { wip } from './commands/wip.ts';
import { strictArgs, type CommandOptions } from './strictArgs.ts';

export const COMMANDS: Readonly<Record<string, Command>> = {
  coverage,
  style,
  twins,
  wip,
  steps,
  living,
  summary,
  footprints,
};

/** Options every command takes. */
const COMMON: CommandOptions = { config: { type: 'string' }, help: { type: 'boolean', short: 'h' } };

/** `init`, which runs before there is a config. */
const INIT = {
  summary:
    'writes a first config, a specification drafted from the features and a README section; --tag tags each scenario with its clause',
  options: { tag: { type: 'boolean' } },
} as const satisfies Pick<Command, 'summary' | 'options'>;

export function usage(): string {
  const all = { init: INIT, ...COMMANDS };
  const width = Math.max(...Object.keys(all).map((name) => name.length));
  return [
    'Usage: spec-harness <command> [--config spec-harness.config.ts] [options]',
    '',
    ...Object.entries(all).map(([name, command]) => `  ${name.padEnd(width)}  ${command.summary}`),
  ].join('\n');
}

const optionNames = (command: Command) =>
  Object.keys({ ...command.options, ...COMMON })
    .map((name) => `--${name}`)
    .join(', ');

/** Parses and runs one command; resolves to the process's exit code (2 for a mistake in the call or the config). */
export async function main(argv: readonly string[], cwd = process.cwd()): Promise<number> {
  const [name, ...rest] = argv;
  const command = name === undefined ? undefined : COMMANDS[name];
  if (name === undefined || name === '--help' || name === '-h') {
    console.log(usage());
    return name === undefined ? 2 : 0;
  }
  if (name === 'init') {
    const parsed = strictArgs('spec-harness init', { ...INIT.options, help: { type: 'boolean', short: 'h' } }, rest);
    if ('refused' in parsed) {
      console.error(parsed.refused);
      return 2;
    }
    if (parsed.values.help === true) {
      console.log(`spec-harness init\n  ${INIT.summary}\n  options: --tag, --help`);
      return 0;
    }
    return init(parsed, cwd);
  }
  if (!command) {
    console.error(`spec-harness: there is no command "${name}".\n\n${usage()}`);
    return 2;
  }
  const parsed = strictArgs(`spec-harness ${name}`, { ...command.options, ...COMMON }, rest, command.positionals);
  if ('refused' in parsed) {
    console.error(parsed.refused);
    return 2;
  }
  if (parsed.values.help === true) {
    console.log(
      `spec-harness ${name} ${command.positionals ?? ''}\n  ${command.summary}\n  options: ${optionNames(command)}`,
    );
    return 0;
  }
  try {
    const configFile = findConfig(cwd, typeof parsed.values.config === 'string' ? parsed.values.config : undefined);
    const loaded = await loadConfig(configFile);
    process.chdir(dirname(configFile));
    return await command.run(parsed, await resolveConfig(loaded, process.cwd()));
  } catch (error) {
    // The project's own mistakes are told as such; anything else is the harness's, with its stack.
    if (error instanceof ConfigError || error instanceof SpecificationError) {
      console.error(`spec-harness ${name}: ${error.message}`);
      return error instanceof ConfigError ? 2 : 1;
    }
    throw error;
  }
}
