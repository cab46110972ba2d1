import { strictArgs, type CommandOptions, type ParsedArgs } from 'spec-harness';

export type { CommandOptions } from 'spec-harness';
export type CommandLine = ParsedArgs;

/**
 * A tool's arguments, parsed strictly as the harness parses its own (spec-harness's `strictArgs`): an
 * unknown option or an argument the tool does not take stops it with exit code 2 and a message naming
 * what it knows, instead of being ignored by a check that then passes.
 */
export function commandLine(
  command: string,
  options: CommandOptions,
  { positionals, args = process.argv.slice(2) }: { positionals?: string; args?: readonly string[] } = {},
): CommandLine {
  const parsed = strictArgs(command, options, args, positionals);
  if ('refused' in parsed) {
    console.error(parsed.refused);
    process.exit(2);
  }
  return parsed;
}
