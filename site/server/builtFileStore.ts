import { readFile, stat } from 'node:fs/promises';
import { strongEtag } from '../rules/httpCaching.ts';

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

/** A file whose bytes on disk are not the ones the build hashed: cut short, or rewritten since. */
export const TORN = 'torn';

/** What the store has for a path: the file's whole bytes, TORN, or undefined when it is too big to keep or gone. */
export type Lookup = StoredFile | typeof TORN | undefined;

export interface BuiltFileStoreOptions {
  /** Where the warning about a torn file goes: the only one the store writes. console.warn when not given. */
  warn?: (message: string) => void;
  /** How a file's bytes are read: node:fs/promises' readFile, or a test's, which writes between two reads. */
  readFile?: (file: string) => Promise<Buffer>;
}

/**
 * dist/client read once per file, on its first request, and kept: the build's output never changes
 * while the server runs (a new build means a new server), so a prerendered page costs no open, stat,
 * read or close per request — those were most of its serving time (decision 015). Only
 * the paths the build manifest lists are ever read, which also makes it an allow-list: no request path
 * can reach a file outside dist/client.
 *
 * A file is kept only when its bytes are the ones the build hashed (the manifest's ETag, hashed once,
 * at its first read): a build run beside a live server truncates and rewrites files, and a copy read
 * half-written would otherwise be served, and kept, for the life of the process — a `.br` page of 0
 * bytes is a blank page in every browser. A file that does not match is read once more (the writer
 * may be just finishing), then counted TORN for this request and not kept, so a later one reads again.
 */
export class BuiltFileStore {
  readonly #root: string;
  readonly #etags: Readonly<Record<string, string>>;
  readonly #warn: (message: string) => void;
  readonly #readFile: (file: string) => Promise<Buffer>;
  readonly #files = new Map<string, Promise<Lookup>>();
  /** Files warned about as torn: one warning each, not one per request (once whole, a file is kept and never read again). */
  readonly #warned = new Set<string>();

  /** `etags`: the build manifest's, by path from dist/client (`/assets/x.js`). */
  constructor(root: string, etags: Readonly<Record<string, string>>, options: BuiltFileStoreOptions = {}) {
    this.#root = root;
    this.#etags = etags;
    this.#warn = options.warn ?? console.warn;
    this.#readFile = options.readFile ?? readFile;
  }

  /** The file at this path from dist/client (`/assets/x.js`), as the build wrote it; TORN; or undefined when too big to keep or gone. */
  get(path: string): Promise<Lookup> {
    let file = this.#files.get(path);
    if (!file) {
      file = this.#read(path);
      this.#files.set(path, file);
    }
    return file;
  }

  async #read(path: string): Promise<Lookup> {
    const first = await this.#readOnce(path);
    // A build writing dist/client beside this server may be finishing this very file: one more read.
    const found = first === TORN ? await this.#readOnce(path) : first;
    if (found === TORN) {
      this.#files.delete(path);
      if (!this.#warned.has(path)) {
        this.#warned.add(path);
        this.#warn(
          `Built file ${this.#root}${path} is not what the build manifest hashed (cut short or rewritten while the server runs): not served until it is.`,
        );
      }
    }
    return found;
  }

  async #readOnce(path: string): Promise<Lookup> {
    const file = `${this.#root}${path}`;
    try {
      const stats = await stat(file);
      if (!stats.isFile() || stats.size > MAX_MEMORY_FILE_BYTES) return undefined;
      const bytes = await this.#readFile(file);
      if (strongEtag(bytes) !== this.#etags[path]) return TORN;
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
