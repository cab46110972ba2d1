import { readFile, stat } from 'node:fs/promises';

/**
 * Files of dist/client at most this big are kept in memory once read; bigger ones are streamed from
 * disk each time. The whole of dist/client is ~20 MB of which the biggest file is a 300 KB video, so in
 * practice everything is kept: the cap only stops a large file added later from being held forever.
 */
export const MAX_MEMORY_FILE_BYTES = 2 * 1024 * 1024;

export interface StoredFile {
  bytes: Uint8Array<ArrayBuffer>;
  /** The file's mtime as an HTTP date, for Last-Modified. */
  lastModified: string;
}

/**
 * dist/client read once per file, on its first request, and kept: the build's output never changes
 * while the server runs (a new build means a new server), so a prerendered page costs no open, stat,
 * read or close per request — those were most of its serving time (decision 015). Only
 * the paths the build manifest lists are ever read, which also makes it an allow-list: no request path
 * can reach a file outside dist/client.
 */
export class BuiltFileStore {
  readonly #root: string;
  readonly #files = new Map<string, Promise<StoredFile | undefined>>();

  constructor(root: string) {
    this.#root = root;
  }

  /** The file at this path from dist/client (`/assets/x.js`); undefined when it is too big to keep or gone. */
  get(path: string): Promise<StoredFile | undefined> {
    let file = this.#files.get(path);
    if (!file) {
      file = this.#read(path);
      this.#files.set(path, file);
    }
    return file;
  }

  async #read(path: string): Promise<StoredFile | undefined> {
    const file = `${this.#root}${path}`;
    try {
      const stats = await stat(file);
      if (!stats.isFile() || stats.size > MAX_MEMORY_FILE_BYTES) return undefined;
      const bytes = await readFile(file);
      return {
        bytes: new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength),
        lastModified: stats.mtime.toUTCString(),
      };
    } catch {
      // Gone since the build (someone cleaned dist/): forget it so a later request tries again.
      this.#files.delete(path);
      return undefined;
    }
  }
}
