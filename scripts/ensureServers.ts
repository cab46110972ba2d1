/**
 * `npm run servers`: makes sure the servers the tests run beside the site are there. The behind-nginx
 * test (spec/e2e/behindNginx.spec.ts) runs Debian's nginx with the configuration of docs/deployment.md;
 * on Debian, as root, this installs `nginx-light` when it is missing; anywhere else it says what to
 * install. Nothing is started here: each test starts and stops its own.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { NGINX_PACKAGE as PACKAGE, NGINX_PATH } from '../spec/support/nginx.ts';

if (!existsSync(NGINX_PATH) && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  console.log(`Installing Debian's "${PACKAGE}"…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', PACKAGE], { stdio: 'inherit', env });
  } catch {
    // The package lists may be missing on a fresh machine: fetch them once, then try again.
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', PACKAGE], { stdio: 'inherit', env });
  }
}
if (!existsSync(NGINX_PATH)) {
  console.error(
    `No nginx at ${NGINX_PATH}: the behind-nginx test needs it. On Debian or Ubuntu: apt-get install ${PACKAGE}.`,
  );
  process.exit(1);
}
console.log(`The behind-nginx test uses ${NGINX_PATH}.`);
