import { AsyncLocalStorage } from 'node:async_hooks';
import { format } from 'node:util';
import type { Logger } from './logger.ts';

/** What was printed to the console while one render ran. */
const printedWhileRendering = new AsyncLocalStorage<string[]>();

/** The longest console text a log line carries: a stack, not the thousand lines of an issue list. */
export const PRINTED_MAX = 4_000;

/**
 * Production: what libraries print to the console (Vike prints a failed render's error and stack, React
 * its recoverable errors) becomes JSON lines of the server's log instead of raw text on stderr. While a
 * render runs (`renderPrinting`), it is kept for that render, whose request logs it once with its
 * request id; anything printed outside a render is a line of its own at once. Returns the undo.
 */
export function consoleToLog(log: Logger): () => void {
  const { error, warn } = console;
  const to =
    (level: 'error' | 'warn') =>
    (...args: unknown[]) => {
      const text = format(...args);
      const kept = printedWhileRendering.getStore();
      if (kept) kept.push(text);
      else log[level]({ printed: text.slice(0, PRINTED_MAX) }, 'printed to the console');
    };
  console.error = to('error');
  console.warn = to('warn');
  return () => {
    console.error = error;
    console.warn = warn;
  };
}

/**
 * Runs a render, keeping what it prints to the console while consoleToLog is in force (nothing
 * otherwise: the console prints as it does), and gives it back joined, cut to PRINTED_MAX, or undefined.
 */
export async function renderPrinting<T>(render: () => Promise<T>): Promise<{ result: T; printed?: string }> {
  const kept: string[] = [];
  const result = await printedWhileRendering.run(kept, render);
  return { result, ...(kept.length > 0 && { printed: kept.join('\n').slice(0, PRINTED_MAX) }) };
}
