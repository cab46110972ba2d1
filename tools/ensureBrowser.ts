/**
 * `npm run browser`: makes sure the browsers of the tests are there. Playwright cannot download its own
 * here, so on Debian, as root, this installs what is missing of Debian's packages: `chromium-headless-shell`
 * (the feature and e2e runs, packages/spec-harness/src/cucumber/chromium.ts findHeadlessChromium) and `chromium` (Lighthouse in
 * npm run bench, and the fallback of the runs); anywhere else it says exactly what to install.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium, findHeadlessChromium, HEADLESS_SHELL_PATH, NO_CHROMIUM_MESSAGE } from 'spec-harness/cucumber';

function tryFind(find: () => string): string | undefined {
  try {
    return find();
  } catch {
    return undefined;
  }
}

const missing = [
  ...(tryFind(findChromium) ? [] : ['chromium']),
  ...(process.env.CHROMIUM_PATH || existsSync(HEADLESS_SHELL_PATH) ? [] : ['chromium-headless-shell']),
];
if (missing.length > 0 && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  console.log(`Installing Debian's ${missing.map((name) => `"${name}"`).join(' and ')}…`);
  try {
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', ...missing], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } catch (error) {
    // Without the shell the runs fall back to the full browser, slower but the same tests.
    console.warn(`Could not install ${missing.join(', ')}: ${(error as Error).message}`);
  }
}
const forTests = tryFind(findHeadlessChromium);
if (!forTests) {
  console.error(NO_CHROMIUM_MESSAGE);
  process.exit(1);
}
console.log(
  `Browser tests use ${forTests}; Lighthouse uses ${tryFind(findChromium) ?? 'nothing (npm run bench needs "chromium")'}`,
);
