import type { Page } from 'playwright';
import { foundInstead } from './foundInstead.ts';
import { failureText, readFailure } from './readableFailure.ts';

/** What the wrapper needs to know of a suite's World. */
export interface ReadableStepsOptions {
  /** The project's root: step code is named relative to it. */
  root: string;
  /** The World's page, or `undefined` when the scenario has none. */
  page: (world: unknown) => Page | undefined;
  /** The address of the site under test: an address on it is shown as its path. */
  baseUrl: (world: unknown) => string | undefined;
  /** Whether to keep the original error's stack under the readable message (`FEATURE_STACKS=1`). */
  stacks?: boolean;
}

type Code = (this: unknown, ...args: unknown[]) => unknown;

/**
 * A definition-function wrapper for cucumber-js (`setDefinitionFunctionWrapper`): every step and hook
 * whose code throws throws instead the failure retold (readableFailure.ts), with what the page had where
 * a lookup found nothing (foundInstead.ts). The error's stack is its message, so the report shows no
 * trace into `node_modules`; `stacks` keeps the original below it for a developer.
 */
export function readableSteps(options: ReadableStepsOptions): (code: Code) => Code {
  return (code) =>
    async function readableStep(this: unknown, ...args: unknown[]) {
      try {
        return await code.apply(this, args);
      } catch (error) {
        throw await readableError(error, this, options);
      }
    };
}

/** The error retold, or the error itself when it is not an Error (cucumber reports those as they are). */
export async function readableError(error: unknown, world: unknown, options: ReadableStepsOptions): Promise<unknown> {
  const ask = <T>(read: () => T): T | undefined => {
    try {
      return read();
    } catch {
      return undefined;
    }
  };
  const reading = readFailure(error, { root: options.root, baseUrl: ask(() => options.baseUrl(world)) });
  if (!reading) return error;
  const page = ask(() => options.page(world));
  const around = reading.missing && page && !page.isClosed() ? await foundInstead(page, reading.missing) : undefined;
  const text = failureText(reading, around);
  const readable = new Error(text);
  readable.stack = options.stacks ? `${text}\n\n${(error as Error).stack ?? ''}` : text;
  return readable;
}
