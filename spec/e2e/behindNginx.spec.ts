import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import submission from '../../fixtures/submissions/form_application.json' with { type: 'json' };
import { NGINX_PATH as NGINX } from '../../tools/servers/nginx.ts';
import { startSiteServer, type SiteServer } from '../../tools/siteServer.ts';
import { freePort } from '../../tools/freePort.ts';

/**
 * Decision 022: the site behind nginx as docs/deployment.md sets it up (Debian's nginx, installed by
 * `npm run servers`), with TRUST_PROXY=1 and a form rate limit of 2. The configuration is the
 * document's own block, taken from the Markdown, with only what a test must change: the upstream is
 * this test's server, nginx listens on a free local port over plain http, the build's client folder is
 * the root, and the edge includes (redirects, headers) are left out as they play no part here.
 */

function documentedConfig(): string {
  const markdown = readFileSync('docs/deployment.md', 'utf8');
  const block = /## nginx\n\n```nginx\n([\s\S]*?)\n```/.exec(markdown)?.[1];
  if (!block) throw new Error('docs/deployment.md has no ```nginx block under "## nginx"');
  return block;
}

let site: SiteServer | undefined;
let nginx: ChildProcess | undefined;
let edge = '';

test.beforeAll(async () => {
  if (!existsSync(NGINX)) throw new Error(`No nginx at ${NGINX}: run "npm run servers" (npm test does it for you)`);
  site = await startSiteServer({ TRUST_PROXY: '1', FORM_RATE_LIMIT: '2' });
  const port = await freePort();
  edge = `http://127.0.0.1:${port}`;
  const prefix = mkdtempSync(join(tmpdir(), 'nginx-'));
  mkdirSync(join(prefix, 'logs'));
  const server = site.url.replace('http://', '');
  const block = documentedConfig()
    .replace(/upstream site \{[\s\S]*?\}/, `upstream site {\n    server ${server};\n    keepalive 8;\n}`)
    .replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${port};`)
    .replace(/root \S+;/, `root ${resolve('dist/client')};`)
    .replace(/^\s*include \/etc\/nginx\/\S+;.*$/gm, '')
    .replace(/^\s*gzip_static on;.*$/m, '');
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `daemon off;\npid ${prefix}/nginx.pid;\nerror_log ${prefix}/logs/error.log;\nevents {}\nhttp {\n` +
      `access_log off;\nclient_body_temp_path ${prefix}/body;\nproxy_temp_path ${prefix}/proxy;\n` +
      `fastcgi_temp_path ${prefix}/fastcgi;\nuwsgi_temp_path ${prefix}/uwsgi;\nscgi_temp_path ${prefix}/scgi;\n${block}\n}\n`,
  );
  nginx = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], { stdio: 'inherit' });
  await expect
    .poll(
      () =>
        fetch(`${edge}/healthz`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 10_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  nginx?.kill();
  await site?.stop();
});

const post = (forwardedFor: string) =>
  fetch(`${edge}/api/form_application/`, {
    method: 'POST',
    body: JSON.stringify(submission),
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin', 'x-forwarded-for': forwardedFor },
  }).then((response) => response.status);

test('behind the documented nginx, a visitor who forges X-Forwarded-For is still held to the form rate limit', async () => {
  const statuses: number[] = [];
  for (const forged of ['1.1.1.1', '2.2.2.2', '3.3.3.3', '4.4.4.4']) statuses.push(await post(forged));
  expect(statuses).toEqual([200, 200, 429, 429]);
});
