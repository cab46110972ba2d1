import { pino, type Logger } from 'pino';

/** A logger that writes nothing: the app's default when its caller gives none (unit tests, tools). */
export function createSilentLogger(): Logger {
  return pino({ level: 'silent' });
}
