import { existsSync, readFileSync } from 'node:fs';

/** Where tools/build.ts writes the manifest: beside dist/client, never served. */
export const BUILD_MANIFEST_FILE = 'build-manifest.json';

/** What the build knows about dist/client, written once by tools/build.ts and read once by the server. */
export interface BuildManifest {
  /** What the prerendered pages were built from: API_BASE_URL, or `fixtures` (routes/prerenderUrls.ts contentSourceOf). */
  contentSource: string;
  /** The analytics counter's script URL the client was built with (VITE_ANALYTICS_SRC or the local one): the CSP allows its origin. */
  analyticsSrc?: string;
  /** The prerendered pages, by URL path (`/contacts/`, `/en/contacts/`): dist/client/<path>index.html. */
  pages: string[];
  /** Every file of dist/client (and its .br/.gz beside it), by path from dist/client (`/assets/x.js`): its strong ETag. */
  etags: Record<string, string>;
}

/** Reads dist/<BUILD_MANIFEST_FILE>; a build without one (or an older build) has no prerendered pages. */
export function readBuildManifest(distDir: string): BuildManifest {
  const file = `${distDir}/${BUILD_MANIFEST_FILE}`;
  if (!existsSync(file)) return { contentSource: '', pages: [], etags: {} };
  return JSON.parse(readFileSync(file, 'utf8')) as BuildManifest;
}
