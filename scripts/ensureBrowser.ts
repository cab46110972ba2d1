/**
 * `npm run browser`: makes sure a Chromium is there for the browser tests. Playwright cannot
 * download its own here, so on Debian, as root, this installs Debian's chromium package; anywhere
 * else it says exactly what to install.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium, NO_CHROMIUM_MESSAGE } from '../spec/support/chromium.ts';

function tryFind(): string | undefined {
  try {
    return findChromium();
  } catch {
    return undefined;
  }
}

let found = tryFind();
if (!found && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  console.log('No Chromium found: installing Debian\'s "chromium" package…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  found = tryFind();
}
if (!found) {
  console.error(NO_CHROMIUM_MESSAGE);
  process.exit(1);
}
console.log(`Browser tests use ${found}`);
