import { strictArgs, type CommandOptions, type ParsedArgs } from 'spec-harness';

/**
 * A tool's arguments, parsed strictly as the harness parses its own (spec-harness's `strictArgs`): an
 * unknown option or an argument the tool does not take stops it with exit code 2 and a message naming
 * what it knows, instead of being ignored by a check that then passes.
 */
export function commandLine(
  command: string,
  options: CommandOptions,
  { positionals, args = process.argv.slice(2) }: { positionals?: string; args?: readonly string[] } = {},
): ParsedArgs {
  const parsed = strictArgs(command, options, args, positionals);
  if ('refused' in parsed) refuse(parsed.refused);
  return parsed;
}

/** Stops a tool given arguments it cannot use: the message, and exit code 2. */
export function refuse(message: string): never {
  console.error(message);
  process.exit(2);
}

/**
 * The number an option was given (`--duration 10`), which must be positive, and whole when `integer`;
 * undefined when the option was not given. Anything else is an error naming the option.
 */
export function positiveNumber(
  value: string | boolean | undefined,
  option: string,
  integer = false,
): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (typeof value === 'string' && Number.isFinite(number) && number > 0 && (!integer || Number.isInteger(number)))
    return number;
  throw new Error(`--${option} needs a positive ${integer ? 'whole ' : ''}number, not ${String(value)}.`);
}

/** What `parse` makes of a command line; when it refuses, its message and exit code 2, as commandLine does. */
export function parsedOrExit<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    refuse(error instanceof Error ? error.message : String(error));
  }
}
