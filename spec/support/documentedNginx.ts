import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { NGINX_PATH } from '../../tools/servers/nginx.ts';
import { freePort } from '../../tools/freePort.ts';

/** The ```nginx block under "## nginx" in docs/deployment.md: what operators are told to run. */
export function documentedNginxBlock(): string {
  const markdown = readFileSync('docs/deployment.md', 'utf8');
  const block = /## nginx\n\n```nginx\n([\s\S]*?)\n```/.exec(markdown)?.[1];
  if (!block) throw new Error('docs/deployment.md has no ```nginx block under "## nginx"');
  return block;
}

/** One upstream server line's address, and whether the operator has taken it out (`down`). */
export interface Upstream {
  address: string;
  down?: boolean;
}

export interface DocumentedNginx {
  url: string;
  /** The documented port-80 server, which sends every request to https. */
  port80Url: string;
  /** Rewrites the upstream block and reloads nginx (SIGHUP, as `nginx -s reload`); resolves once the new workers answer. */
  reload(upstreams: Upstream[]): Promise<void>;
  stop(): void;
}

/**
 * Debian's nginx (`npm run servers`) running the documented configuration with only what a test must
 * change: the upstream servers are the test's, nginx listens on free loopback ports over plain http
 * (the https server's in `url`, the port-80 server's in `port80Url`),
 * the build's client folder is the root, and the edge includes (redirects, headers) are left out as
 * they play no part in what the tests look at. A location of the test's own tells which configuration
 * answers, so a reload is known to have taken effect.
 */
export async function startDocumentedNginx(upstreams: Upstream[]): Promise<DocumentedNginx> {
  if (!existsSync(NGINX_PATH))
    throw new Error(`No nginx at ${NGINX_PATH}: run "npm run servers" (npm test does it for you)`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const port80 = await freePort();
  const prefix = mkdtempSync(join(tmpdir(), 'nginx-'));
  // Started as root, nginx runs its workers as nobody: they write a large request body to a file
  // under the prefix (client_body_temp_path), so they must be able to reach into it.
  chmodSync(prefix, 0o755);
  mkdirSync(join(prefix, 'logs'));
  let generation = 0;
  const write = (servers: Upstream[]) => {
    generation += 1;
    const lines = servers.map(({ address, down }) => `    server ${address}${down ? ' down' : ''};`).join('\n');
    const block = documentedNginxBlock()
      .replace(/upstream site \{[\s\S]*?\}/, `upstream site {\n${lines}\n    keepalive 8;\n}`)
      .replace(
        /listen 443 ssl http2;/,
        `listen 127.0.0.1:${port};\n    location = /nginx-generation { return 200 "${generation}"; }`,
      )
      .replace(/listen 80;/, `listen 127.0.0.1:${port80};`)
      .replace(/root \S+;/, `root ${resolve('dist/client')};`)
      .replace(/^\s*include \/etc\/nginx\/\S+;.*$/gm, '')
      .replace(/^\s*gzip_static on;.*$/m, '');
    writeFileSync(
      join(prefix, 'nginx.conf'),
      `daemon off;\npid ${prefix}/nginx.pid;\nerror_log ${prefix}/logs/error.log;\nevents {}\nhttp {\n` +
        `access_log off;\nclient_body_temp_path ${prefix}/body;\nproxy_temp_path ${prefix}/proxy;\n` +
        `fastcgi_temp_path ${prefix}/fastcgi;\nuwsgi_temp_path ${prefix}/uwsgi;\nscgi_temp_path ${prefix}/scgi;\n${block}\n}\n`,
    );
  };
  const answers = async (expected: number, what: string) => {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const seen = await fetch(`${url}/nginx-generation`).then(
        async (response) => Number(await response.text()),
        () => 0,
      );
      if (seen === expected) return;
      await new Promise((wait) => setTimeout(wait, 50));
    }
    throw new Error(`nginx did not ${what} within 10 s: ${readFileSync(join(prefix, 'logs/error.log'), 'utf8')}`);
  };
  write(upstreams);
  const nginx: ChildProcess = spawn(NGINX_PATH, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], { stdio: 'inherit' });
  await answers(generation, 'start');
  return {
    url,
    port80Url: `http://127.0.0.1:${port80}`,
    async reload(servers) {
      write(servers);
      nginx.kill('SIGHUP');
      await answers(generation, 'reload');
    },
    stop: () => void nginx.kill(),
  };
}
