import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { BUILD_MANIFEST_FILE } from '../site/server/buildManifest.ts';
import { SERVER_BUNDLE } from './build/bundleServer.ts';

/** What the build is made from: a change in any of these makes dist/ stale. */
const BUILD_SOURCES = [
  'site',
  'contracts',
  'fixtures',
  'mocks',
  'vite.config.ts',
  'package-lock.json',
  'tools/build.ts',
  'tools/build',
  'tools/sharePictures',
];

/** The newest modification time under `path` (a file, or a folder walked whole), in ms. */
function newestMtimeMs(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtimeMs(join(path, name))), stat.mtimeMs);
}

/**
 * Why the build in `root`/dist must be made again, or undefined when it is as new as its sources: the
 * build's manifest and the compiled server are both there and newer than every source.
 */
export function staleBuildReason(root: string): string | undefined {
  const outputs = [`dist/${BUILD_MANIFEST_FILE}`, SERVER_BUNDLE].map((path) => join(root, path));
  const missing = outputs.find((output) => !existsSync(output));
  if (missing) return `${missing} is missing`;
  const builtAt = Math.min(...outputs.map((output) => statSync(output).mtimeMs));
  const sources = BUILD_SOURCES.map((path) => join(root, path)).filter((path) => existsSync(path));
  const newest = Math.max(...sources.map(newestMtimeMs));
  return newest > builtAt ? 'dist/ is older than its sources' : undefined;
}
