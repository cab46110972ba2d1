import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What rendering one page ran in a server: lines per file, the files loaded, the fixtures read. */
export interface ServerReach {
  lines: Map<string, Set<number>>;
  loaded: Set<string>;
  fixtures: string[];
}

interface Stored {
  lines: Array<[string, number[]]>;
  loaded: string[];
  fixtures: string[];
}

/**
 * What rendering a page ran, shared by the workers of one run through files in `folder` (the
 * footprints plugin empties it when a run starts and ends). Each worker's server is started alike and
 * runs the same build, so a page rendered with the same cookies in one reaches what it reaches in the
 * other: the second worker reads the answer instead of rendering the page again. A page's key is its
 * path and query, not its origin: each worker's server has a port of its own.
 */
export function sharedRenders(folder: string) {
  mkdirSync(folder, { recursive: true });
  const fileOf = (key: string) => join(folder, `${createHash('sha1').update(key).digest('hex')}.json`);
  return {
    get(key: string): ServerReach | undefined {
      const file = fileOf(key);
      if (!existsSync(file)) return undefined;
      const stored = JSON.parse(readFileSync(file, 'utf8')) as Stored;
      return {
        lines: new Map(stored.lines.map(([path, lines]) => [path, new Set(lines)])),
        loaded: new Set(stored.loaded),
        fixtures: stored.fixtures,
      };
    },
    set(key: string, reach: ServerReach): void {
      const stored: Stored = {
        lines: [...reach.lines].map(([path, lines]) => [path, [...lines]]),
        loaded: [...reach.loaded],
        fixtures: reach.fixtures,
      };
      const file = fileOf(key);
      // Written aside and renamed: the other worker never reads half a file.
      writeFileSync(`${file}.${process.pid}`, JSON.stringify(stored));
      renameSync(`${file}.${process.pid}`, file);
    },
  };
}
