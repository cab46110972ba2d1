import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './freePort.ts';
import { SERVER_BUNDLE } from './build/bundleServer.ts';

const projectRoot = fileURLToPath(new URL('../', import.meta.url));

export interface SiteServer {
  url: string;
  /** The server process, for measurements of it (npm run bench samples its memory). */
  pid: number | undefined;
  /** What the process printed so far (its log). */
  output(): string;
  /** Where the site's metrics are read (its start line says), if it serves them. */
  metricsUrl(): string | undefined;
  /** SIGTERM, then resolves with the exit code once the process has drained and exited. */
  stop(): Promise<number | null>;
  /** The server's footprint probe (tools/footprints/serverProbe.mjs), when FOOTPRINTS=1 started it with one. */
  footprint?: ServerFootprintControl;
}

/**
 * What ran in a server between `start()` and `take()`: each built script (by its path, `dist/…`) in which
 * something ran, with all its functions as `[start, end, ran]`; and the fixture files read.
 */
export interface ServerFootprint {
  scripts: Array<{ url: string; functions: Array<[number, number, boolean]> }>;
  fixtures: string[];
}

export interface ServerFootprintControl {
  /** Forgets what ran so far; the first call also says which built scripts the process loaded at startup. */
  start(): Promise<{ startup: string[] | undefined }>;
  take(): Promise<ServerFootprint>;
}

/** Whether servers started now carry the footprint probe: a feature run recording footprints sets FOOTPRINTS=1. */
export const recordsFootprints = () => process.env.FOOTPRINTS === '1';

const PROBE = fileURLToPath(new URL('./footprints/serverProbe.mjs', import.meta.url));

/**
 * Told of every server this process starts, before the caller gets it: a recorder of footprints follows
 * those with a probe, and knows that one without (the development server, another copy of the
 * project, the development backend) runs code it cannot see.
 */
type ServerWatcher = (server: SiteServer) => Promise<void>;
const watchers = new Set<ServerWatcher>();
export function watchStartedServers(watcher: ServerWatcher): () => void {
  watchers.add(watcher);
  return () => watchers.delete(watcher);
}
async function started(server: SiteServer): Promise<SiteServer> {
  for (const watcher of watchers) await watcher(server);
  return server;
}

function footprintControl(child: ChildProcess): ServerFootprintControl {
  const ask = <T>(footprint: string, answer: string) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (message: { footprint?: string }) => {
        if (message.footprint !== answer) return;
        child.off('message', onMessage).off('disconnect', gone);
        resolve(message as T);
      };
      // The channel closes when the process exits: a request it will never answer fails.
      const gone = () => {
        child.off('message', onMessage).off('disconnect', gone);
        reject(new Error('The site server no longer takes footprint requests (it has exited).'));
      };
      if (!child.connected) return gone();
      child.on('message', onMessage).once('disconnect', gone);
      // With a callback, a channel that closes meanwhile is this request's failure, not the process's error event.
      child.send({ footprint }, (error) => {
        if (error) gone();
      });
    });
  return {
    start: () => ask<{ startup: string[] | undefined }>('start', 'started'),
    take: () => ask<ServerFootprint>('take', 'taken'),
  };
}

/**
 * Starts the built production server (`npm run build` first) on a free port, offline on fixtures
 * unless `env` says otherwise, and resolves once /healthz answers. Tests use it unless BASE_URL names a running deployment.
 * With `dev`, it starts the development server instead (Vite, no build, code changes apply at once):
 * the feature watch mode uses it. `port` pins the port (the benchmark runs on a port range of its own).
 * `root` starts another copy of the project (a test's own build, spec/e2e/analyticsCounter.spec.ts).
 */
export async function startSiteServer(
  env: NodeJS.ProcessEnv = {},
  { dev = false, port: fixedPort, root = projectRoot }: { dev?: boolean; port?: number; root?: string } = {},
): Promise<SiteServer> {
  if (!dev && !existsSync(join(root, SERVER_BUNDLE))) {
    throw new Error('The site is not built: run "npm run build" before the browser tests (npm test does it for you).');
  }
  const port = fixedPort ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  // What npm start runs (the compiled server), or what npm run dev runs.
  const command = dev ? ['--import', 'tsx', 'site/server/main.ts'] : ['--enable-source-maps', SERVER_BUNDLE];
  // Footprints are read from this project's built server only: the development server's code is Vite's
  // transform of it, and another copy's build is not the one whose sourcemaps the recorder reads.
  const probe = recordsFootprints() && !dev && root === projectRoot;
  const child = spawn(process.execPath, probe ? ['--import', PROBE, ...command] : command, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: dev ? 'development' : 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      API_BASE_URL: '',
      // Many servers run at once in the tests: each takes a free port for its metrics.
      METRICS_PORT: '0',
      // A developer's .env is not the tests' (site/server/envFile.ts): they say what they need.
      ENV_FILE: '',
      ...env,
    },
    stdio: probe ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'],
  });
  const output = await waitForHealth(url, child);
  return started({
    url,
    pid: child.pid,
    output,
    metricsUrl: () => /Metrics on (http:\/\/\S+\/metrics)/.exec(output())?.[1],
    stop: () => stop(child),
    ...(probe && { footprint: footprintControl(child) }),
  });
}

/**
 * `npm run api` on a free port: the development backend, in its own process, as a developer starts it
 * (decision 019). A site in front of it gets `API_BASE_URL` set to its `url`.
 */
export async function startApiServer(env: NodeJS.ProcessEnv = {}): Promise<SiteServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'tools/serveApi.ts'], {
    cwd: projectRoot,
    env: { ...process.env, API_PORT: String(port), API_HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = await waitForHealth(url, child, 'The development backend');
  return started({ url, pid: child.pid, output, metricsUrl: () => undefined, stop: () => stop(child) });
}

/** Resolves once the child's /healthz answers, with what it prints from its start on (its log). */
async function waitForHealth(url: string, child: ChildProcess, name = 'The site server'): Promise<() => string> {
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}:\n${log}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return () => log;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill();
  throw new Error(`${name} did not answer ${url}/healthz within 30 s:\n${log}`);
}

function stop(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGTERM');
  });
}
