import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { CODING_FILE_SUFFIX, CONTENT_CODINGS } from '../../rules/httpCaching.ts';
import type { BuildManifest } from '../buildManifest.ts';

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
 * dist/client: hashed assets, public files and prerendered pages, each with its brotli or gzip file when
 * the build wrote one and the request accepts it (Hono's serveStatic `precompressed`), and the ETag
 * the build computed for exactly the bytes sent. Page files are served only for pages the build
 * prerendered and only when servePage allows; any other `.html` (Vike's /404.html) is never served:
 * a missing page is rendered, with its 404 status.
 */
export function builtFiles({ root, manifest, servePage }: BuiltFilesOptions): MiddlewareHandler {
  const pages = new Set(manifest.pages);
  const serve = serveStatic({ root, precompressed: true });
  return async (c, next) => {
    const page = pageOf(c.req.path);
    if (page !== undefined ? !pages.has(page) || !servePage(c) : c.req.path.endsWith('.html')) return next();
    // serveStatic answers a Response when it sends a file, and what next() gave (no Response) when not.
    const response: unknown = await serve(c, next);
    if (!(response instanceof Response)) return;
    const encoding = response.headers.get('content-encoding');
    const coding = CONTENT_CODINGS.find((name) => name === encoding);
    const file = `${c.req.path.endsWith('/') ? `${c.req.path}index.html` : c.req.path}${coding ? CODING_FILE_SUFFIX[coding] : ''}`;
    const etag = manifest.etags[decodeURI(file)];
    if (etag) response.headers.set('etag', etag);
    return response;
  };
}
