import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import {
  acceptsEncoding,
  CODING_FILE_SUFFIX,
  CONTENT_CODINGS,
  isCodingVariant,
  negotiateEncoding,
  type ContentCoding,
} from '../../rules/httpCaching.ts';
import type { BuildManifest } from '../buildManifest.ts';
import { BuiltFileStore, TORN } from '../builtFileStore.ts';
import { markServed } from './requestLog.ts';

export interface BuiltFilesOptions {
  /** dist/client. */
  root: string;
  manifest: BuildManifest;
  /**
   * Whether this request may get a prerendered page; when not, the page is rendered (Vike's renderPage).
   * The server says no when its content source is not the build's, or to a request with a mock scenario.
   */
  servePage: (c: Context) => boolean;
  /** Where the one warning about a built file found torn goes (builtFileStore.ts); console.warn when not given. */
  warn?: (message: string) => void;
}

/** Seconds a client is asked to wait when every representation it accepts is being rewritten: a build ends in seconds. */
const TORN_RETRY_AFTER_SECONDS = 5;

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
 *
 * Only whole files are sent: the store gives a file only when its bytes are the ones the build hashed.
 * When the representation the client prefers is torn (a build is rewriting dist/client beside this
 * server), the next one it accepts is sent: the other coding, then the original (sent whatever the
 * request says, as for a file the build did not compress). When none is whole, a 503 with Retry-After:
 * the client tries again in a moment, where a 200 of torn bytes would be a blank page, and one that a
 * cache might keep.
 */
export function builtFiles({ root, manifest, servePage, warn }: BuiltFilesOptions): MiddlewareHandler {
  const pages = new Set(manifest.pages);
  const store = new BuiltFileStore(root, manifest.etags, { warn });
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
    markServed(c, page === undefined ? 'file' : 'prerendered');
    if (c.req.header('range')) return streamFromDisk(c, next, streamed, manifest, store);

    const type = getMimeType(path) ?? 'application/octet-stream';
    for (const coding of codingsByPreference(c.req.header('accept-encoding'))) {
      const sent = coding ? `${path}${CODING_FILE_SUFFIX[coding]}` : path;
      if (!Object.hasOwn(manifest.etags, sent)) continue;
      const file = await store.get(sent);
      if (file === TORN) continue;
      if (!file) return streamFromDisk(c, next, streamed, manifest, store);
      const headers: Record<string, string> = {
        'content-type': type,
        'content-length': String(file.bytes.byteLength),
        'last-modified': file.lastModified,
        // Stryker disable next-line StringLiteral: `sent` is always a path the manifest lists (checked above); the default is for the type checker
        etag: manifest.etags[sent] ?? '',
      };
      if (coding) headers['content-encoding'] = coding;
      // HEAD gets the same headers; Hono drops the body of a HEAD answer (and httpCaching can still 304 it).
      return new Response(file.bytes, { status: 200, headers });
    }
    return unavailable();
  };
}

/**
 * The representations a request accepts, best first: its preferred coding, the other coding when it
 * accepts that too, then the original (undefined).
 */
function codingsByPreference(acceptEncoding: string | undefined): (ContentCoding | undefined)[] {
  const accepted = CONTENT_CODINGS.filter((coding) => acceptsEncoding(acceptEncoding, coding));
  return [...new Set([negotiateEncoding(acceptEncoding), ...accepted, undefined])];
}

/** Every representation the client accepts is being rewritten: come back in a moment, and keep nothing. */
function unavailable(): Response {
  return new Response('Service Unavailable: this file is being replaced; try again in a few seconds.', {
    status: 503,
    headers: {
      'content-type': 'text/plain; charset=UTF-8',
      'cache-control': 'no-store',
      'retry-after': String(TORN_RETRY_AFTER_SECONDS),
    },
  });
}

/**
 * Hono's serveStatic (Range, big files), with the build's ETag of the bytes it chose to send. It picks
 * the representation itself and streams from disk, so it cannot prove the bytes whole; for a file small
 * enough to keep, the store reads and checks that file against the build's hash (once, then kept), and
 * the answer goes out only when the size serveStatic found on disk is that whole file's size: a file cut
 * short is a 503, never a 206 of its torn bytes. Still unchecked: a file over MAX_MEMORY_FILE_BYTES
 * (none today), a file rewritten to the same size after its first read, and a write between the check
 * and the read of the stream: dist/ is replaced by deploying a new build and restarting (decision 015).
 */
async function streamFromDisk(
  c: Parameters<MiddlewareHandler>[0],
  next: Next,
  serve: MiddlewareHandler,
  manifest: BuildManifest,
  store: BuiltFileStore,
): Promise<Response | undefined> {
  // serveStatic answers a Response when it sends a file, and what next() gave (no Response) when not.
  const response: unknown = await serve(c, next);
  if (!(response instanceof Response)) return undefined;
  const coding = response.headers.get('content-encoding');
  const suffix = coding === 'br' || coding === 'gzip' ? CODING_FILE_SUFFIX[coding] : '';
  const file = decodeURI(`${c.req.path.endsWith('/') ? `${c.req.path}index.html` : c.req.path}${suffix}`);
  const etag = manifest.etags[file];
  // A copy the build did not hash (made by hand) is sent as it is, without an ETag: nothing to check it by.
  if (!etag) return response;
  const whole = await store.get(file);
  if (whole === TORN || (whole && whole.bytes.byteLength !== streamedSize(response))) {
    await response.body?.cancel();
    return unavailable();
  }
  response.headers.set('etag', etag);
  return response;
}

/** The size of the file serveStatic opened: the total of its Content-Range (a 206 or 416), else its Content-Length. */
function streamedSize(response: Response): number {
  const range = response.headers.get('content-range');
  return Number(range ? range.slice(range.lastIndexOf('/') + 1) : response.headers.get('content-length'));
}
