import { parseArgs } from 'node:util';

/** A command's options, as node:util's parseArgs takes them (none of them `multiple`). */
export type CommandOptions = Record<string, { type: 'string' | 'boolean'; short?: string }>;

/** What a command line gave: each option's value by name, and the other arguments. */
export interface CommandLine {
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
 * `--chek` above all — or an argument the command does not take stops it with exit code 2 and a
 * message naming what it knows, instead of being ignored by a check that then passes.
 */
export function commandLine(
  command: string,
  options: CommandOptions,
  { positionals, args = process.argv.slice(2) }: { positionals?: string; args?: readonly string[] } = {},
): CommandLine {
  try {
    const parsed = parseArgs({ args: [...args], options, allowPositionals: positionals !== undefined, strict: true });
    return { values: parsed.values, positionals: parsed.positionals };
  } catch (error) {
    const known = Object.keys(options).map((name) => `--${name}`);
    console.error(
      `${command}: ${refusal(error, positionals)}. It knows ${known.length > 0 ? known.join(', ') : 'no options'}${
        positionals ? ` and ${positionals}` : ''
      }.`,
    );
    process.exit(2);
  }
}
