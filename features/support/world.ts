import { request as httpRequest } from 'node:http';
import { setWorldConstructor, World } from '@cucumber/cucumber';
import type { BrowserContext, Page, Response } from 'playwright';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
}

/** What a scenario owns: its browser context and page, and the last responses it saw. */
export class SiteWorld extends World {
  /** Set by the Before hook: a fresh context per scenario, so cookies never leak between scenarios. */
  context!: BrowserContext;
  page!: Page;
  lastResponse: Response | null = null;
  /** The body of the last file a crawler read (sitemap.xml, robots.txt). */
  crawled: string | undefined;
  /** The last answer of the API a scenario requested. */
  apiAnswer: { status: number; contentType: string; body: unknown } | undefined;
  /** Every URL the scenario's pages requested, in order (the Before hook records them). */
  requested: string[] = [];
  /** The footer section a scenario opened last. */
  footerSection: string | undefined;
  /** A server of the scenario's own, when it needs one that has seen nothing yet (After stops it). */
  ownServer: { url: string; stop: () => Promise<void> } | undefined;

  get baseUrl(): string {
    return this.ownServer?.url ?? siteUrl();
  }

  url(path: string): string {
    return new URL(path, this.baseUrl).href;
  }

  /** Opens a path in the browser, as a visitor typing the address. */
  async open(path: string): Promise<Response | null> {
    this.lastResponse = await this.page.goto(this.url(path), { waitUntil: 'load' });
    await this.page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    return this.lastResponse;
  }

  /**
   * Sends the path byte for byte, without following redirects: browsers and URL parsers rewrite
   * paths like `/\evil.example` before sending, and the redirect rules must hold for raw requests too.
   */
  rawRequest(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
    const base = new URL(this.baseUrl);
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
