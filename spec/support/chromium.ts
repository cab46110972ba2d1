import { existsSync } from 'node:fs';
import { chromium } from 'playwright';

/**
 * Flags for Chromium on these machines: root needs --no-sandbox; without the background-networking
 * flags Chromium keeps dialling Google's hosts, which a closed network refuses (stack.md "Browser").
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
  'No Chromium found. Install Debian\'s package ("apt-get install chromium"), ' +
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

function safePlaywrightPath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}
