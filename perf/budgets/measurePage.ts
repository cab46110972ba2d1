/**
 * Measures a page of a running server the way a first visit transfers it: the HTML, then every
 * script (with its static imports) and stylesheet it references, each asked for with
 * `accept-encoding: gzip`. A served gzip body counts as sent; an uncompressed one is gzipped at level 9
 * (what any compressing server or CDN would send), so the figures hold before and after the server compresses.
 */
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib';
import type { MeasuredAsset, PageMeasurement } from './budgetVerdict.ts';
import { pageAssets, staticImports } from './pageAssets.ts';

interface RawResponse {
  status: number;
  /** The body as the browser reads it (decoded). */
  body: Buffer;
  gzipBytes: number;
}

/** GET with `accept-encoding: gzip`; node's fetch would decode silently and hide the transfer size. */
export function fetchRaw(url: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = (res.headers['content-encoding'] ?? '').toLowerCase();
        const body =
          encoding === 'gzip'
            ? gunzipSync(raw)
            : encoding === 'br'
              ? brotliDecompressSync(raw)
              : encoding === 'deflate'
                ? inflateSync(raw)
                : raw;
        const gzipBytes = encoding === 'gzip' ? raw.length : gzipSync(body, { level: 9 }).length;
        resolve({ status: res.statusCode ?? 0, body, gzipBytes });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** Measured assets by URL, shared between pages: the same hashed file is fetched once. */
export type AssetCache = Map<string, Promise<RawResponse>>;

async function fetchAsset(cache: AssetCache, url: string): Promise<RawResponse> {
  let pending = cache.get(url);
  if (!pending) {
    pending = fetchRaw(url);
    cache.set(url, pending);
  }
  const response = await pending;
  if (response.status !== 200)
    throw new Error(`${url} answered ${response.status}: the HTML references a missing asset`);
  return response;
}

export interface PageToMeasure {
  label: string;
  locale: string;
  path: string;
  status: number;
}

export async function measurePage(baseUrl: string, page: PageToMeasure, cache: AssetCache): Promise<PageMeasurement> {
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
