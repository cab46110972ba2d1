import { pino, type DestinationStream, type Logger, type LevelWithSilent } from 'pino';

export type { Logger };

export interface LoggerOptions {
  level: LevelWithSilent;
  /** Human-readable lines (development): pino-pretty, a development dependency, loaded only then. */
  pretty: boolean;
  /** Where the lines go; standard output by default (tests pass their own). */
  destination?: DestinationStream;
}

/**
 * The server's one logger: a JSON object per line in production (what log shippers and `jq` read),
 * coloured lines in development. Only what the server chooses to log reaches it — the request log
 * (middleware/requestLog.ts) writes method, path, status, duration and how the answer was served,
 * never a body, a query string or a header a visitor controls — and error objects are serialised
 * with their stack.
 */
export async function createLogger({ level, pretty, destination }: LoggerOptions): Promise<Logger> {
  const options = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    // "level":"warn" rather than pino's number: what an operator greps for.
    formatters: { level: (label: string) => ({ level: label }) },
  };
  if (pretty) {
    const { default: prettyStream } = await import('pino-pretty');
    return pino(
      options,
      prettyStream({ sync: true, destination: destination ?? 1, ignore: 'pid,hostname', translateTime: 'HH:MM:ss.l' }),
    );
  }
  // Written asynchronously, off the request's path: lines that come while a write is under way go out
  // together with the next one, and a quiet server still writes each line at once. logger.flush() (the
  // shutdown) writes out what is left.
  return pino(options, destination ?? pino.destination({ sync: false }));
}
