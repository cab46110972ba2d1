import type { HarnessConfig } from '../config.ts';
import type { CommandOptions, ParsedArgs } from './strictArgs.ts';

/** What a command was given: its options (by name) and its other arguments. */
export type CommandInput = ParsedArgs;

/** One command of the `spec-harness` command line: its options, and what it does with them. */
export interface Command {
  /** One line for the usage text. */
  summary: string;
  /** Its options, as node:util's parseArgs takes them (parsed in strict mode). */
  options: CommandOptions;
  /** What its other arguments are, for the usage text; none allowed when absent. */
  positionals?: string;
  /** Runs it from the project's root; resolves to the exit code (0 fine, 1 a finding). */
  run(input: CommandInput, config: HarnessConfig): Promise<number>;
}
