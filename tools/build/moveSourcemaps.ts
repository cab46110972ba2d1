import { mkdirSync, readdirSync, renameSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/**
 * Where the client's sourcemaps are kept, under dist/: beside the built files they would be served to
 * anyone who asks. The footprints of a feature run read them from here (docs/decisions/030-footprints.md).
 */
export const CLIENT_SOURCEMAPS = 'sourcemaps/client';

/** Moves every `*.map` under `from` to the same path under `to`. */
export function moveSourcemaps(from: string, to: string): void {
  for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.map')) continue;
    const source = join(entry.parentPath, entry.name);
    const target = join(to, relative(from, source));
    mkdirSync(dirname(target), { recursive: true });
    renameSync(source, target);
  }
}
