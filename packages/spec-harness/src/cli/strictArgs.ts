import { parseArgs } from 'node:util';

/** A command's options, as node:util's parseArgs takes them (none of them `multiple`). */
export type CommandOptions = Record<string, { type: 'string' | 'boolean'; short?: string }>;

/** What a command line gave: each option's value by name, and the other arguments. */
export interface ParsedArgs {
  values: Record<string, string | boolean | undefined>;
  positionals: string[];
}

/** Why parseArgs refused an argument, in the command's words. */
function refusal(error: unknown, positionals: string | undefined): string {
  const message = error instanceof Error ? error.message : String(error);
  // Stryker disable next-line OptionalChaining,StringLiteral: parseArgs quotes the argument it refuses in every message; the fallback is for the type checker
  const argument = /'([^']+)'/.exec(message)?.[1] ?? '';
  if (message.startsWith('Unknown option')) return `unknown option ${argument}`;
  if (message.includes('positional'))
    return `takes ${positionals ?? 'no arguments'} besides its options, not ${argument}`;
  return message;
}

/**
 * Parses a command's arguments strictly (node:util parseArgs): an unknown option — a typo such as
 * `--chek` above all — or an argument the command does not take is refused, with a message naming
 * what the command knows, instead of being ignored by a check that then passes. `positionals` says
 * what other arguments the command takes (none when absent). The harness's command line and the
 * project's tools both parse their arguments with it.
 */
export function strictArgs(
  command: string,
  options: CommandOptions,
  args: readonly string[],
  positionals?: string,
): ParsedArgs | { refused: string } {
  try {
    const parsed = parseArgs({ args: [...args], options, allowPositionals: positionals !== undefined, strict: true });
    return { values: parsed.values, positionals: parsed.positionals };
  } catch (error) {
    const known = Object.keys(options).map((name) => `--${name}`);
    return {
      refused: `${command}: ${refusal(error, positionals)}. It knows ${known.length > 0 ? known.join(', ') : 'no options'}${
        positionals ? ` and ${positionals}` : ''
      }.`,
    };
  }
}
