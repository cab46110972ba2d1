/**
 * What a page's JavaScript is made of, read from the build's sourcemaps (`SOURCEMAP=1 npm run build`):
 * every byte of a minified chunk belongs to the source its mapping segment names, and a chunk's gzipped
 * size is shared out in proportion (gzip compresses a chunk as a whole, so a per-source gzipped size
 * does not exist; the share is the usual estimate, the one bundle analysers print).
 * Pure functions, unit-tested in spec/unit/sourceBreakdown.test.ts; perf/jsBreakdown.ts runs them.
 */
import { decode } from '@jridgewell/sourcemap-codec';

export interface SourceMapLike {
  sources: readonly (string | null)[];
  mappings: string;
}

/** Bytes of generated code that no segment maps (Rollup's glue, the chunk's own imports). */
export const UNMAPPED = '(unmapped)';

/**
 * Minified bytes per source: from each segment's column to the next segment's (or the line's end).
 * Columns are UTF-16 code units, like the sourcemap's; a line break counts for the segment before it.
 */
export function bytesBySource(code: string, map: SourceMapLike): Map<string, number> {
  const lines = code.split('\n');
  const decoded = decode(map.mappings);
  const bytes = new Map<string, number>();
  const add = (source: string, count: number) => {
    if (count > 0) bytes.set(source, (bytes.get(source) ?? 0) + count);
  };
  const addUnmapped = (text: string) => add(unmappedPart(text), text.length);
  lines.forEach((line, index) => {
    const segments = [...(decoded[index] ?? [])].sort((a, b) => a[0] - b[0]);
    const text = index < lines.length - 1 ? `${line}\n` : line;
    addUnmapped(text.slice(0, segments[0]?.[0] ?? text.length));
    segments.forEach((segment, i) => {
      const end = Math.min(segments[i + 1]?.[0] ?? text.length, text.length);
      const source = segment.length > 1 ? map.sources[segment[1] ?? -1] : undefined;
      if (source) add(source, end - segment[0]);
      else addUnmapped(text.slice(segment[0], end));
    });
  });
  return bytes;
}

/** Vike's virtual modules (every page's serialized configuration) and imported JSON carry no mappings. */
export const VIKE_CONFIG = 'vike: page configuration (virtual)';
export const JSON_STRINGS = 'site/i18n: UI strings (JSON)';

/** Names what a stretch of unmapped code is, when it can tell: a long stretch is a whole module. */
export function unmappedPart(text: string): string {
  if (text.length < 200) return UNMAPPED;
  if (/valueSerialized|pageConfigsSerialized|configValuesSerialized/u.test(text)) return VIKE_CONFIG;
  if (/["`]cookies\.accept["`]\s*:/u.test(text)) return JSON_STRINGS;
  return UNMAPPED;
}

/**
 * The part of the product a source belongs to, named for a reader of the report: an npm package
 * (React's client is told apart from the rest of react-dom), Vike's virtual modules (the serialized
 * configuration of every page), or the site's own folder.
 */
export function partOf(source: string): string {
  if (source === VIKE_CONFIG || source === JSON_STRINGS || source === UNMAPPED) return source;
  const path = source.replaceAll('\\', '/');
  if (path.includes('virtual:vike:') || path.includes('virtual_vike')) return VIKE_CONFIG;
  const nodeModules = path.lastIndexOf('node_modules/');
  if (nodeModules >= 0) {
    const rest = path.slice(nodeModules + 'node_modules/'.length).split('/');
    const name = rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1] ?? ''}` : (rest[0] ?? path);
    if (name === 'vike') return rest.includes('client') ? 'vike: client runtime' : 'vike: shared';
    return name;
  }
  const project = /(?:^|\/)(site|contracts|mocks)\/(.*)$/u.exec(path);
  if (project) {
    const [, root, inner = ''] = project;
    const folders = inner.split('/');
    // site/components/header/X.tsx -> site/components/header; site/i18n/ru.json -> site/i18n/ru.json
    const depth = root === 'site' && ['components', 'views', 'pages'].includes(folders[0] ?? '') ? 2 : 1;
    return `${root}/${folders.slice(0, Math.min(depth, folders.length - 1)).join('/') || inner}`.replace(/\/$/u, '');
  }
  return 'other';
}

export interface ChunkInput {
  path: string;
  code: string;
  map: SourceMapLike;
  gzipBytes: number;
  /** A file that is one part as a whole (preloaded data has no sourcemap). */
  part?: string;
}

/** Gzipped bytes per part over all the chunks a page loads. */
export function gzipByPart(chunks: readonly ChunkInput[]): Map<string, number> {
  const parts = new Map<string, number>();
  const add = (part: string, bytes: number) => parts.set(part, (parts.get(part) ?? 0) + bytes);
  for (const chunk of chunks) {
    if (chunk.part) {
      add(chunk.part, chunk.gzipBytes);
      continue;
    }
    const bySource = bytesBySource(chunk.code, chunk.map);
    const total = [...bySource.values()].reduce((a, b) => a + b, 0);
    for (const [source, bytes] of bySource) add(partOf(source), total > 0 ? (chunk.gzipBytes * bytes) / total : 0);
  }
  return parts;
}

/** A Markdown table, largest part first, in KiB with one decimal, and the total. */
export function breakdownTable(parts: ReadonlyMap<string, number>, title: string): string {
  const rows = [...parts].sort((a, b) => b[1] - a[1]);
  const kib = (bytes: number) => (bytes / 1024).toFixed(1);
  const total = rows.reduce((sum, [, bytes]) => sum + bytes, 0);
  return [
    `| ${title} | KiB gz |`,
    '| --- | ---: |',
    ...rows.map(([part, bytes]) => `| ${part} | ${kib(bytes)} |`),
    `| **total** | **${kib(total)}** |`,
  ].join('\n');
}
