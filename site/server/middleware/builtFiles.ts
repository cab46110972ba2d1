import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { CODING_FILE_SUFFIX, isCodingVariant, negotiateEncoding } from '../../rules/httpCaching.ts';
import type { BuildManifest } from '../buildManifest.ts';
import { BuiltFileStore } from '../builtFileStore.ts';

export interface BuiltFilesOptions {
  /** dist/client. */
  root: string;
  manifest: BuildManifest;
  /**
   * Whether this request may get a prerendered page; when not, the page is rendered (Vike's renderPage).
   * The server says no when its content source is not the build's, or to a request with a mock scenario.
   */
  servePage: (c: Context) => boolean;
}

/** `/contacts/` and `/contacts/index.pageContext.json` (client-side navigation) are the page `/contacts/`. */
function pageOf(path: string): string | undefined {
  if (path.endsWith('/')) return path;
  if (path.endsWith('/index.pageContext.json')) return path.slice(0, -'index.pageContext.json'.length);
  return undefined;
}

/**
 * dist/client: hashed assets, public files and prerendered pages, each as its brotli or gzip file when
 * the build wrote one and the request accepts it, with the ETag the build computed for exactly the
 * bytes sent. Only files the build manifest lists are served, from memory (builtFileStore.ts). Page
 * files are served only for pages the build prerendered and only when servePage allows; any other
 * `.html` (Vike's /404.html) is never served: a missing page is rendered, with its 404 status.
 * A Range request (a video seeking) and a file too big to keep go to Hono's serveStatic, which streams.
 */
export function builtFiles({ root, manifest, servePage }: BuiltFilesOptions): MiddlewareHandler {
  const pages = new Set(manifest.pages);
  const store = new BuiltFileStore(root);
  const streamed = serveStatic({ root, precompressed: true });
  return async (c, next) => {
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD') return next();
    const page = pageOf(c.req.path);
    if (page !== undefined ? !pages.has(page) || !servePage(c) : c.req.path.endsWith('.html')) return next();
    let path: string;
    try {
      path = decodeURI(c.req.path.endsWith('/') ? `${c.req.path}index.html` : c.req.path);
    } catch {
      // A path whose percent-encoding does not decode names no file.
      return next();
    }
    // A `.br`/`.gz` file is a representation of its original, chosen by Accept-Encoding, never a URL.
    if (isCodingVariant(path) || !Object.hasOwn(manifest.etags, path)) return next();

    const type = getMimeType(path) ?? 'application/octet-stream';
    const coding = negotiateEncoding(c.req.header('accept-encoding'));
    const variant = coding && `${path}${CODING_FILE_SUFFIX[coding]}`;
    const sent = variant && Object.hasOwn(manifest.etags, variant) ? variant : path;
    const file = c.req.header('range') ? undefined : await store.get(sent);
    if (!file) return streamFromDisk(c, next, streamed, manifest);

    const headers: Record<string, string> = {
      'content-type': type,
      'content-length': String(file.bytes.byteLength),
      'last-modified': file.lastModified,
      // Stryker disable next-line StringLiteral: `sent` is always a path the manifest lists (checked above); the default is for the type checker
      etag: manifest.etags[sent] ?? '',
    };
    if (sent !== path && coding) headers['content-encoding'] = coding;
    // HEAD gets the same headers; Hono drops the body of a HEAD answer (and httpCaching can still 304 it).
    return new Response(file.bytes, { status: 200, headers });
  };
}

/** Hono's serveStatic (Range, big files), with the build's ETag of the bytes it chose to send. */
async function streamFromDisk(
  c: Parameters<MiddlewareHandler>[0],
  next: Next,
  serve: MiddlewareHandler,
  manifest: BuildManifest,
): Promise<Response | undefined> {
  // serveStatic answers a Response when it sends a file, and what next() gave (no Response) when not.
  const response: unknown = await serve(c, next);
  if (!(response instanceof Response)) return undefined;
  const coding = response.headers.get('content-encoding');
  const suffix = coding === 'br' || coding === 'gzip' ? CODING_FILE_SUFFIX[coding] : '';
  const file = `${c.req.path.endsWith('/') ? `${c.req.path}index.html` : c.req.path}${suffix}`;
  const etag = manifest.etags[decodeURI(file)];
  if (etag) response.headers.set('etag', etag);
  return response;
}
