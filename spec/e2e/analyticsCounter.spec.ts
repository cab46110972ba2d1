import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';
import { startSiteServer, type SiteServer } from '../../tools/siteServer.ts';
import { pageHydrated } from '../../tools/pageHydrated.ts';

/**
 * Spec 4.5, "Lazy footer blocks and the analytics counter": the web-analytics counter an operator configures
 * at build time (VITE_ANALYTICS_SRC, VITE_ANALYTICS_ID) loads in a production build on the visitor's
 * first scroll, and not before. The features prove the rule with the site's own local counter; this
 * test proves the build carries a configured one through: the address into the client's code, its
 * origin into the Content-Security-Policy. It builds a copy of the project (the sources, node_modules
 * shared) with a counter served by this test from another origin, so the project's own dist/ is left
 * as it is.
 */

const COPIED = ['site', 'mocks', 'fixtures', 'contracts', 'tools', 'vite.config.ts', 'tsconfig.json', 'package.json'];

/** The counter's script: it says it ran, with the counter id the site gave it. */
const COUNTER_SCRIPT =
  'window.agencyCounter = { counter: document.currentScript.getAttribute("data-counter"), ran: true };';

let counterServer: Server | undefined;
let counterSrc = '';
const counterRequests: string[] = [];
let copy = '';
let site: SiteServer | undefined;

test.beforeAll(async () => {
  // A build and a start: well past the default 30 s on a busy two-core machine.
  test.setTimeout(180_000);
  const server = createServer((request, response) => {
    counterRequests.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'text/javascript' });
    response.end(COUNTER_SCRIPT);
  });
  counterServer = server;
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  counterSrc = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/tag.js`;

  copy = mkdtempSync(join(tmpdir(), 'analytics-build-'));
  for (const entry of COPIED) cpSync(entry, join(copy, entry), { recursive: true });
  symlinkSync(join(process.cwd(), 'node_modules'), join(copy, 'node_modules'));
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'tools/build.ts'], {
    cwd: copy,
    env: { ...process.env, VITE_ANALYTICS_SRC: counterSrc, VITE_ANALYTICS_ID: '4815162342' },
    encoding: 'utf8',
  });
  if (build.status !== 0)
    throw new Error(`The build with a configured counter failed:\n${build.stdout}\n${build.stderr}`);
  site = await startSiteServer({}, { root: copy });
});

test.afterAll(async () => {
  await site?.stop();
  counterServer?.close();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

test('a production build with a configured analytics counter loads it on the first scroll, and not before', async ({
  page,
}) => {
  if (!site) throw new Error('the site with a configured counter did not start');
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.clock.install();
  await page.goto(`${site.url}/blog/`);
  await page.waitForLoadState('load');
  // A minute on the page without a scroll, click or resize.
  await page.clock.runFor(60_000);
  expect(counterRequests).toEqual([]);
  expect(await page.locator('script[data-analytics]').count()).toBe(0);

  // The scroll is a visitor's first interaction with a page that has hydrated, as browser steps act;
  // on a busy two-core machine hydration can still be under way a minute of page time in.
  await pageHydrated(page, 15_000);
  await page.mouse.wheel(0, 400);
  await expect
    .poll(() => page.evaluate(() => (window as { agencyCounter?: unknown }).agencyCounter), { timeout: 15_000 })
    .toEqual({
      counter: '4815162342',
      ran: true,
    });
  expect(counterRequests).toEqual(['/tag.js']);
  await expect(page.locator('script[data-analytics]')).toHaveAttribute('src', counterSrc);
  expect(blocked).toEqual([]);
});
