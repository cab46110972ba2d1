import { readdir, readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { getMimeType } from 'hono/utils/mime';
import {
  CODING_FILE_SUFFIX,
  isCodingVariant,
  CONTENT_CODINGS,
  shouldCompress,
  strongEtag,
  type ContentCoding,
} from '../../site/rules/httpCaching.ts';
import { BUILD_MANIFEST_FILE, type BuildManifest } from '../../site/server/buildManifest.ts';

/**
 * Brotli's top quality is ~100 times slower than quality 6 for ~10 % less: worth it for the few hashed
 * JavaScript and CSS files every visitor loads (the JS budget), not for the hundreds of pages and images
 * (it made the build 40 s longer on two cores).
 */
const brotliQuality = (path: string) => (path.startsWith('/assets/') ? constants.BROTLI_MAX_QUALITY : 6);

const compressors: Record<ContentCoding, (bytes: Buffer, path: string) => Promise<Buffer>> = {
  br: (bytes, path) =>
    promisify(brotliCompress)(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality(path),
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
      },
    }),
  gzip: (bytes) => promisify(gzip)(bytes, { level: constants.Z_BEST_COMPRESSION }),
};

/**
 * After Vike's build and prerendering: writes `<file>.br` and `<file>.gz` beside every text file of
 * dist/client worth compressing (when smaller), and dist/build-manifest.json with the prerendered pages
 * and a strong ETag of every file, so the server never hashes a file while answering.
 */
export async function precompressBuild(
  distDir: string,
  contentSource: string,
  analyticsSrc?: string,
): Promise<BuildManifest> {
  const clientDir = `${distDir}/client`;
  const files = (await readdir(clientDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => `${entry.parentPath.slice(clientDir.length)}/${entry.name}`.replaceAll('\\', '/'))
    .filter((path) => !isCodingVariant(path))
    .sort();
  const etags: Record<string, string> = {};
  await Promise.all(
    files.map(async (path) => {
      const bytes = await readFile(`${clientDir}${path}`);
      etags[path] = strongEtag(bytes);
      if (!shouldCompress(getMimeType(path), bytes.byteLength)) return;
      for (const coding of CONTENT_CODINGS) {
        const compressed = await compressors[coding](bytes, path);
        if (compressed.byteLength >= bytes.byteLength) continue;
        await writeFile(`${clientDir}${path}${CODING_FILE_SUFFIX[coding]}`, compressed);
        etags[`${path}${CODING_FILE_SUFFIX[coding]}`] = strongEtag(compressed);
      }
    }),
  );
  const pages = files
    .filter((path) => path.endsWith('/index.html'))
    .map((path) => path.slice(0, -'index.html'.length))
    .sort();
  const manifest: BuildManifest = {
    contentSource,
    ...(analyticsSrc ? { analyticsSrc } : {}),
    pages,
    etags: Object.fromEntries(Object.entries(etags).sort()),
  };
  await writeFile(`${distDir}/${BUILD_MANIFEST_FILE}`, `${JSON.stringify(manifest, null, 1)}\n`);
  return manifest;
}
