import { request as httpRequest } from 'node:http';
import { setWorldConstructor, World } from '@cucumber/cucumber';
import type { BrowserContext, Page, Response } from 'playwright';
import type { ServerFootprintControl } from '../../tools/siteServer.ts';
import { pageHydrated } from '../../tools/pageHydrated.ts';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
}

/** What a scenario owns: its browser context and page, and the last responses it saw. */
export class SiteWorld extends World {
  /**
   * Set by the Before hook: a fresh context per scenario, so cookies never leak between scenarios.
   * A scenario whose every step talks HTTP only gets none (packages/spec-harness/src/cucumber/stepNeeds.ts).
   */
  /** `clockPaused`: the scenario moves the page's clock, so it was paused before the first page (hooks.ts). */
  browser: { context: BrowserContext; page: Page; scripts: boolean; clockPaused: boolean } | undefined;
  /** The hydration signal of the page opened last, awaited before a step that needs it (hooks.ts). */
  hydration: Promise<void> | undefined;

  get context(): BrowserContext {
    return this.requireBrowser().context;
  }

  get page(): Page {
    return this.requireBrowser().page;
  }

  private requireBrowser() {
    if (!this.browser)
      throw new Error(
        'This scenario has no browser: every one of its steps is marked needs("http", …). ' +
          'A step that uses the page must not be marked so (packages/spec-harness/src/cucumber/stepNeeds.ts).',
      );
    return this.browser;
  }
  lastResponse: Response | null = null;
  /** The body of the last file a crawler read (sitemap.xml, robots.txt). */
  crawled: string | undefined;
  /** The last answer of the API a scenario requested. */
  apiAnswer: { status: number; contentType: string; body: unknown } | undefined;
  /** The time on the site's clock for the scenario, in ms since 1970 (support/siteClockControl.ts). */
  siteClockMs = 0;
  /** Every URL the scenario's pages requested, in order (the Before hook records them). */
  requested: string[] = [];
  /** The footer section a scenario opened last. */
  footerSection: string | undefined;
  /** Every path the scenario requested without a browser (`rawRequest`), in order. */
  rawRequested: string[] = [];
  /** A server of the scenario's own, when it needs one that has seen nothing yet (After stops it). */
  ownServer: { url: string; stop: () => Promise<unknown>; footprint?: ServerFootprintControl } | undefined;
  /** Set when the run records footprints (hooks.ts): a server the scenario starts is recorded too. */
  footprints: { serverStarted(server: { url: string; footprint?: ServerFootprintControl }): Promise<void> } | undefined;

  get baseUrl(): string {
    return this.ownServer?.url ?? siteUrl();
  }

  url(path: string): string {
    return new URL(path, this.baseUrl).href;
  }

  /**
   * Opens a path in the browser, as a visitor typing the address. Resolves once the page has loaded;
   * its hydration is awaited by the next step that needs it (packages/spec-harness/src/cucumber/stepNeeds.ts).
   */
  async open(path: string): Promise<Response | null> {
    this.lastResponse = await this.page.goto(this.url(path), { waitUntil: 'load' });
    this.expectHydration();
    return this.lastResponse;
  }

  /**
   * Starts waiting for the signal the current page gives once every part of it has hydrated
   * (site/pages/+onAfterRenderClient.ts): clicks before it are lost. Steps that load a page by other
   * means (a reload, a search sent) call it, then `hydrated()`.
   */
  expectHydration(): void {
    // A page without its scripts never hydrates, and none of the scenario's steps asks it to.
    if (!this.requireBrowser().scripts) return;
    const signal = pageHydrated(this.page);
    // Kept for the next step that needs it; a scenario that ends first must not leave a rejection behind.
    signal.catch(() => {});
    this.hydration = signal;
  }

  /** Waits for the page opened last to have hydrated, if it has not been waited for yet. */
  async hydrated(): Promise<void> {
    const signal = this.hydration;
    this.hydration = undefined;
    await signal;
  }

  /**
   * Sends the path byte for byte, without following redirects: browsers and URL parsers rewrite
   * paths like `/\evil.example` before sending, and the redirect rules must hold for raw requests too.
   */
  rawRequest(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
    const base = new URL(this.baseUrl);
    this.rawRequested.push(path);
    return new Promise((resolve, reject) => {
      const req = httpRequest({ host: base.hostname, port: base.port, path, method: 'GET', headers }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      });
      req.on('error', reject);
      req.end();
    });
  }
}

let currentSiteUrl: string | undefined;

export function setSiteUrl(url: string) {
  currentSiteUrl = url;
}

export function siteUrl(): string {
  if (!currentSiteUrl) throw new Error('The site URL is not known yet: the BeforeAll hook sets it.');
  return currentSiteUrl;
}

setWorldConstructor(SiteWorld);
