/**
 * Lighthouse 12 (mobile: its default form factor, throttling and screen) on the system Chromium,
 * one page several times; the caller takes medians. https://github.com/GoogleChrome/lighthouse/blob/main/docs/readme.md#using-programmatically
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from 'spec-harness/cucumber';

export interface LighthouseFigures {
  /** 0–100. */
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes of script the page transferred (as the server sent them: compressed only if it compresses). */
  jsBytes: number;
  /**
   * The longest main-thread task, in ms at Lighthouse's 4x CPU slowdown (its simulated timings), or 0
   * when no task reached 50 ms: Lighthouse lists only the long ones, and a page whose tasks all stay
   * under 50 ms blocks nothing.
   */
  longestTaskMs: number;
  /**
   * The longest of those tasks that Lighthouse attributes to a script (its address ends in `.js`): the
   * site's own code, its libraries' and its starter's, apart from the browser's work on the document
   * (committing the navigation, parsing, layout), which Lighthouse leaves unattributed or gives the
   * page's address. 0 when none reached 50 ms.
   */
  longestScriptTaskMs: number;
}

/** A long task of the page's scripts: Lighthouse gives it the script's address. */
// Stryker disable next-line ConditionalExpression: RegExp#test reads anything else as a string ("undefined"), which is no script's address either
export const isScriptTask = (url: unknown) => typeof url === 'string' && /\.js(?:[?#]|$)/u.test(url);

/**
 * The longest of Lighthouse's `long-tasks` items (tasks of 50 ms or more) that `counts` by its address,
 * 0 when there are none.
 */
export function longestTaskOf(details: unknown, counts: (url: unknown) => boolean = () => true): number {
  const items =
    // Stryker disable next-line ArrayDeclaration: any list without durations gives 0 as well
    details && typeof details === 'object' && 'items' in details && Array.isArray(details.items) ? details.items : [];
  return items.reduce<number>((longest, item: { duration?: unknown; url?: unknown }) => {
    const duration = typeof item.duration === 'number' && counts(item.url) ? item.duration : 0;
    return Math.max(longest, duration);
  }, 0);
}

export async function launchChromium(chromePath: string) {
  return chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS], logLevel: 'silent' });
}

/** Errors of Lighthouse's own tracing that it asks to retry ("Please run Lighthouse again"), not the page's. */
const TRACE_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED', 'NO_RESOURCE_REQUEST']);

export async function runLighthouse(url: string, port: number, attempt = 1): Promise<LighthouseFigures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
  if (lhr.runtimeError && TRACE_ERRORS.has(lhr.runtimeError.code) && attempt < 2) {
    console.log(`Lighthouse ${lhr.runtimeError.code} on ${url}: run again, as it asks`);
    return runLighthouse(url, port, attempt + 1);
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse gave no "${id}" for ${url}`);
    return value;
  };
  const summary = lhr.audits['resource-summary']?.details;
  const items =
    summary && 'items' in summary ? (summary.items as Array<{ resourceType?: string; transferSize?: number }>) : [];
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes: items.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
    longestTaskMs: longestTaskOf(lhr.audits['long-tasks']?.details),
    longestScriptTaskMs: longestTaskOf(lhr.audits['long-tasks']?.details, isScriptTask),
  };
}
