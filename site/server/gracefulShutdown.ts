import type { Server } from 'node:http';
import type { Logger } from './logger.ts';

/** What /healthz reports: `draining` from the first stop signal on, so a load balancer sends no more. */
export interface Health {
  draining: boolean;
}

/** How long requests in flight may take to finish after a stop signal: below the 30 s most supervisors wait before SIGKILL. */
export const DEFAULT_SHUTDOWN_GRACE_MS = 20_000;

/** How often idle keep-alive connections are closed while draining (a connection goes idle as its answer ends). */
export const IDLE_SWEEP_MS = 100;

export interface GracefulShutdownOptions {
  server: Pick<Server, 'close' | 'closeIdleConnections' | 'closeAllConnections'>;
  health: Health;
  graceMs: number;
  /** What to close once no request is left (Redis, the mock server), each in turn. */
  closers: Array<() => unknown>;
  log: Logger;
  exit: (code: number) => void;
}

/**
 * Stops the server without dropping a request: the health check says `draining` at once, the listener
 * closes (new connections go to the other instances: nginx retries a refused connection elsewhere, a
 * POST included, since nothing was sent), answers in flight finish and go out with `Connection: close`,
 * idle keep-alive connections are closed, then Redis and the mocks; exit 0. What is still open after
 * `graceMs` is cut and the exit code is 1. A second signal exits at once, for an operator who means it.
 */
/** Runs `then` once the log's buffered lines are written (logger.ts writes in batches). */
function flushed(log: Logger, then: () => void): void {
  log.flush(() => then());
}

export function gracefulShutdown({ server, health, graceMs, closers, log, exit }: GracefulShutdownOptions) {
  let stopping = false;
  return async (signal: string): Promise<void> => {
    if (stopping) {
      log.warn({ signal }, 'second stop signal: exiting now, requests in flight are cut');
      flushed(log, () => exit(1));
      return;
    }
    stopping = true;
    health.draining = true;
    log.info({ signal, graceMs }, 'draining: no new connections, finishing the requests in flight');
    const closed = new Promise<boolean>((resolve) => server.close(() => resolve(true)));
    server.closeIdleConnections();
    // A connection goes idle when its last answer is out; answers while draining say Connection: close,
    // so this is for a client that keeps it open all the same.
    // Stryker disable next-line ArrowFunction: the tests' clients close on Connection: close, as browsers and nginx do
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const inTime = await Promise.race([
      closed,
      new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), graceMs);
      }),
    ]);
    clearInterval(sweep);
    clearTimeout(timer);
    // Stryker disable next-line ConditionalExpression: drained in time, there is no connection left to cut
    if (!inTime) {
      log.warn({ graceMs }, 'requests still in flight after the grace period: cutting them');
      server.closeAllConnections();
    }
    for (const close of closers) {
      try {
        await close();
      } catch (error) {
        log.warn({ err: error }, 'closing a connection on the way out failed');
      }
    }
    log.info(inTime ? 'stopped: every request answered' : 'stopped');
    flushed(log, () => exit(inTime ? 0 : 1));
  };
}
