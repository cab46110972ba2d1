import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../freePort.ts';

/** Debian's Redis, which the shared-rate-limit test runs (`npm run servers` installs it). */
export const REDIS_SERVER_PATH = '/usr/bin/redis-server';
export const REDIS_PACKAGE = 'redis-server';

export interface RedisServer {
  url: string;
  /** Freezes the server (SIGSTOP): it keeps its connections and answers nothing, as a hanging Redis does. */
  pause(): void;
  resume(): void;
  stop(): Promise<void>;
}

/**
 * Starts Debian's redis-server on a free loopback port, with nothing written to disk (no snapshots,
 * no append-only file) and its own temporary folder, and resolves once it accepts connections.
 * `stop()` ends it and removes the folder.
 */
export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'redis-'));
  const child = spawn(
    REDIS_SERVER_PATH,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const ready = new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`redis-server did not start within 10 s:\n${output}`)), 10_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes('Ready to accept connections')) return;
      clearTimeout(timer);
      done();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`redis-server exited with ${code}:\n${output}`));
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      fail(new Error(`redis-server did not start (${error.message}): run "npm run servers"`));
    });
  });
  const stop = () =>
    new Promise<void>((done) => {
      const cleanUp = () => {
        rmSync(dir, { recursive: true, force: true });
        done();
      };
      if (child.exitCode !== null || child.signalCode !== null) return cleanUp();
      child.once('exit', cleanUp);
      // A paused server must run again to act on SIGTERM.
      child.kill('SIGCONT');
      child.kill('SIGTERM');
    });
  try {
    await ready;
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    stop,
  };
}
