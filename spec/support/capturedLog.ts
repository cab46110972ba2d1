import { createLogger, type Logger } from '../../site/server/logger.ts';

/** A line the server's logger wrote, parsed. */
export type LogLine = Record<string, unknown> & { level: string; msg: string; time: string };

export interface CapturedLog {
  log: Logger;
  lines: LogLine[];
  /** The messages written at `level`. */
  messages(level: string): string[];
  /** Every line as written, one per line: to search for what must never be logged. */
  text(): string;
}

/** The server's own logger (site/server/logger.ts, JSON lines) writing into memory. */
export async function capturedLog(): Promise<CapturedLog> {
  const written: string[] = [];
  const lines: LogLine[] = [];
  const log = await createLogger({
    level: 'debug',
    pretty: false,
    destination: {
      write(line: string) {
        written.push(line);
        lines.push(JSON.parse(line) as LogLine);
      },
    },
  });
  return {
    log,
    lines,
    messages: (level) => lines.filter((line) => line.level === level).map((line) => line.msg),
    text: () => written.join(''),
  };
}
