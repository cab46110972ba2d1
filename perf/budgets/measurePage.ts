/**
 * Measures a page of a running server the way a first visit transfers it: the HTML, then every
 * script (with its static imports) and stylesheet it references, each asked for with
 * `accept-encoding: gzip`. A served gzip body counts as sent; an uncompressed one is gzipped at level 9
 * (what any compressing server or CDN would send), so the figures hold before and after the server compresses.
 */
import { brotliDecompressSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import { captureResponse } from '../bench/ceilingServer.ts';
import type { MeasuredAsset, PageMeasurement } from './budgetVerdict.ts';
import { pageAssets, staticImports } from './pageAssets.ts';

interface RawResponse {
  status: number;
  /** The body as the browser reads it (decoded). */
  body: Buffer;
  gzipBytes: number;
}

const DECODE: Partial<Record<string, (raw: Buffer) => Buffer>> = {
  gzip: gunzipSync,
  br: brotliDecompressSync,
  deflate: inflateSync,
};

/** GET with `accept-encoding: gzip`; node's fetch would decode silently and hide the transfer size. */
async function fetchRaw(url: string): Promise<RawResponse> {
  const { status, headers, body: raw } = await captureResponse(url, { 'accept-encoding': 'gzip' });
  const encoding = (headers['content-encoding'] ?? '').toLowerCase();
  const body = DECODE[encoding]?.(raw) ?? raw;
  return { status, body, gzipBytes: encoding === 'gzip' ? raw.length : gzipSync(body, { level: 9 }).length };
}

/** Measured assets by URL, shared between pages: the same hashed file is fetched once. */
export type AssetCache = Map<string, Promise<RawResponse>>;

async function fetchAsset(cache: AssetCache, url: string): Promise<RawResponse> {
  const pending = cache.get(url) ?? fetchRaw(url);
  cache.set(url, pending);
  const response = await pending;
  if (response.status !== 200)
    throw new Error(`${url} answered ${response.status}: the HTML references a missing asset`);
  return response;
}

export async function measurePage(
  baseUrl: string,
  page: { label: string; locale: string; path: string; status: number },
  cache: AssetCache,
): Promise<PageMeasurement> {
  const url = new URL(page.path, baseUrl).href;
  const html = await fetchRaw(url);
  if (html.status !== page.status) {
    throw new Error(
      `${page.label} (${page.locale}) ${url} answered ${html.status}, expected ${page.status}: ` +
        'pick another example page in perf/budgets/pageBudgets.ts',
    );
  }
  const assets = pageAssets(html.body.toString('utf8'), url);
  const measure = async (path: string): Promise<MeasuredAsset> => ({
    path,
    gzipBytes: (await fetchAsset(cache, new URL(path, baseUrl).href)).gzipBytes,
  });

  // Breadth-first over static imports: modules the entry imports are fetched before it runs.
  const scriptPaths = [...assets.scripts];
  for (let i = 0; i < scriptPaths.length; i += 1) {
    const moduleUrl = new URL(scriptPaths[i] ?? '', baseUrl);
    if (!moduleUrl.pathname.endsWith('.js')) continue; // preloaded data imports nothing
    const code = (await fetchAsset(cache, moduleUrl.href)).body.toString('utf8');
    for (const specifier of staticImports(code)) {
      const imported = new URL(specifier, moduleUrl);
      const path = imported.pathname + imported.search;
      if (imported.origin === moduleUrl.origin && !scriptPaths.includes(path)) scriptPaths.push(path);
    }
  }
  return {
    label: page.label,
    locale: page.locale,
    url,
    scripts: await Promise.all(scriptPaths.map(measure)),
    styles: await Promise.all(assets.styles.map(measure)),
    htmlGzipBytes: html.gzipBytes,
  };
}
