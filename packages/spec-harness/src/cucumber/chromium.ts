import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Flags for Chromium on these machines: root needs --no-sandbox; without the background-networking
 * flags Chromium keeps dialling Google's hosts, which a closed network refuses.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const NO_CHROMIUM_MESSAGE =
  'No Chromium found. Install Debian\'s packages ("apt-get install chromium chromium-headless-shell"), ' +
  'or set CHROMIUM_PATH to a Chromium or Chrome binary. (Playwright cannot download its own browser here.)';

/** CHROMIUM_PATH, then Playwright's own browser if one is installed, then the system's Chromium. */
export function findChromium(
  env: NodeJS.ProcessEnv = process.env,
  exists: (path: string) => boolean = existsSync,
): string {
  const candidates = [
    env.CHROMIUM_PATH,
    safePlaywrightPath(),
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  const found = candidates.find((path): path is string => !!path && exists(path));
  if (!found) throw new Error(NO_CHROMIUM_MESSAGE);
  return found;
}

/** Debian's package of Chromium's headless shell (the binary Playwright itself runs for headless tests). */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * The browser for the test runners (features, e2e) and other headless work: CHROMIUM_PATH, else Chromium's
 * headless shell, else whatever findChromium finds. The shell is what Playwright launches for headless
 * runs when it has its own browsers: measured here, features/forms.feature took 72 s with it against 103 s
 * with the full browser in its new headless mode, and the full browser now and then stops producing frames,
 * so a click waits for "stable" and a screenshot for a frame until the scenario times out.
 * Lighthouse (npm run bench) keeps the full browser: its figures are a real browser's.
 */
export function findHeadlessChromium(
  env: NodeJS.ProcessEnv = process.env,
  exists: (path: string) => boolean = existsSync,
): string {
  if (env.CHROMIUM_PATH && exists(env.CHROMIUM_PATH)) return env.CHROMIUM_PATH;
  if (exists(HEADLESS_SHELL_PATH)) return HEADLESS_SHELL_PATH;
  return findChromium(env, exists);
}

function safePlaywrightPath(): string | undefined {
  try {
    // Loaded only here: Playwright is a peer only a project that drives a browser installs.
    const { chromium } = createRequire(import.meta.url)('playwright') as typeof import('playwright');
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}
