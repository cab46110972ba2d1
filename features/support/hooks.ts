import { After, AfterAll, Before, BeforeAll, Status, setDefaultTimeout } from '@cucumber/cucumber';
import { chromium, type Browser } from 'playwright';
import { CHROMIUM_ARGS, findChromium } from '../../spec/support/chromium.ts';
import { startSiteServer, type SiteServer } from '../../spec/support/siteServer.ts';
import { setSiteUrl, type SiteWorld } from './world.ts';

setDefaultTimeout(30_000);

let browser: Browser;
let server: SiteServer | undefined;

// One browser and one server per run; a fresh context per scenario.
BeforeAll({ timeout: 60_000 }, async function () {
  if (process.env.BASE_URL) {
    setSiteUrl(process.env.BASE_URL);
  } else {
    server = await startSiteServer();
    setSiteUrl(server.url);
  }
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
});

Before(async function (this: SiteWorld) {
  this.context = await browser.newContext({ locale: 'ru-RU' });
  this.context.on('request', (request) => this.requested.push(request.url()));
  this.page = await this.context.newPage();
  // The page's clock is the scenario's: time flows as usual until a step runs it forward
  // (spec timings such as the cookie notice's 5000 ms are tested without waiting for them).
  await this.page.clock.install();
});

After(async function (this: SiteWorld, { result, pickle }) {
  // The page is missing when Before itself failed; there is nothing to photograph or close then.
  const page = this.page as SiteWorld['page'] | undefined;
  if (!page) return;
  if (result?.status === Status.FAILED) {
    const screenshot = await page.screenshot({ fullPage: true }).catch(() => undefined);
    if (screenshot) this.attach(screenshot, { mediaType: 'image/png', fileName: `${pickle.name}.png` });
  }
  await this.context.close();
});

AfterAll(async function () {
  await (browser as Browser | undefined)?.close();
  await server?.stop();
});
