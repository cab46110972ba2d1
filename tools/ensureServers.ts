/**
 * `npm run servers`: makes sure the servers the tests run beside the site are there. The behind-nginx
 * test (spec/e2e/behindNginx.spec.ts) runs Debian's nginx with the configuration of docs/deployment.md;
 * the shared-rate-limit test (spec/e2e/sharedRateLimit.spec.ts) runs Debian's redis-server. On Debian,
 * as root, this installs `nginx-light` and `redis-server` when they are missing; anywhere else it says
 * what to install. Nothing is started here: each test starts and stops its own.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { NGINX_PACKAGE, NGINX_PATH } from './servers/nginx.ts';
import { REDIS_PACKAGE, REDIS_SERVER_PATH } from './servers/redis.ts';

const servers = [
  { test: 'The behind-nginx test', path: NGINX_PATH, pkg: NGINX_PACKAGE },
  { test: 'The shared-rate-limit test', path: REDIS_SERVER_PATH, pkg: REDIS_PACKAGE },
];
const missing = () => servers.filter((server) => !existsSync(server.path));

if (missing().length > 0 && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  const packages = missing().map((server) => server.pkg);
  console.log(`Installing Debian's ${packages.map((name) => `"${name}"`).join(' and ')}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () =>
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
      stdio: 'inherit',
      env,
    });
  try {
    install();
  } catch {
    // The package lists may be missing on a fresh machine: fetch them once, then try again.
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    install();
  }
}
for (const server of missing()) {
  console.error(
    `No ${server.pkg} at ${server.path}: ${server.test.toLowerCase()} needs it. On Debian or Ubuntu: apt-get install ${server.pkg}.`,
  );
}
if (missing().length > 0) process.exit(1);
for (const server of servers) console.log(`${server.test} uses ${server.path}.`);
