import { eachMapping, TraceMap, type SourceMapInput } from '@jridgewell/trace-mapping';

/**
 * One script as V8 reports its coverage: the generated code, its sourcemap, and its functions as
 * `[startOffset, endOffset, ran]` — V8's precise coverage gives every function, run or not, by its
 * range in the generated code.
 */
export interface CoveredScript {
  /** The generated code (offsets count its UTF-16 units, as V8's do). */
  source: string;
  map: SourceMapInput;
  /** Where the script was loaded from, to resolve the map's relative sources (a file URL). */
  scriptUrl: string;
  functions: ReadonlyArray<readonly [number, number, boolean]>;
}

/** The segments of a script that come from the project's own files, ordered by generated offset. */
export interface ProjectSegments {
  files: string[];
  offsets: number[];
  file: number[];
  line: number[];
}

/**
 * Reads a script's sourcemap once: every mapping into one of the project's files (`projectFile` turns
 * a source's absolute URL into the project path, or undefined for anything else — node_modules,
 * virtual modules), with its generated offset and original line (1-based).
 */
export function projectSegments(
  script: Pick<CoveredScript, 'source' | 'map' | 'scriptUrl'>,
  projectFile: (sourceUrl: string) => string | undefined,
): ProjectSegments {
  const lineStarts = [0];
  for (let i = script.source.indexOf('\n'); i !== -1; i = script.source.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const map = new TraceMap(script.map, script.scriptUrl);
  const fileIndex = new Map<string, number>();
  const found: Array<[number, number, number]> = [];
  const files: string[] = [];
  eachMapping(map, (mapping) => {
    // `source` is resolved against the script's URL already.
    if (mapping.source === null) return;
    const resolvedSource = mapping.source;
    let index = fileIndex.get(resolvedSource);
    if (index === undefined) {
      const path = projectFile(resolvedSource);
      index = path === undefined ? -1 : files.push(path) - 1;
      fileIndex.set(resolvedSource, index);
    }
    if (index === -1) return;
    const offset = (lineStarts[mapping.generatedLine - 1] ?? 0) + mapping.generatedColumn;
    found.push([offset, index, mapping.originalLine]);
  });
  found.sort((a, b) => a[0] - b[0]);
  return { files, offsets: found.map((f) => f[0]), file: found.map((f) => f[1]), line: found.map((f) => f[2]) };
}

/** The first index whose offset is at least `offset`. */
function lowerBound(offsets: number[], offset: number): number {
  let low = 0;
  let high = offsets.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((offsets[mid] as number) < offset) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The project's lines that ran, per file: a segment ran when the innermost function around it ran.
 * Every file with a segment in the script is in the answer (loaded), with no lines when none ran.
 */
export function executedLines(
  segments: ProjectSegments,
  functions: CoveredScript['functions'],
): Map<string, Set<number>> {
  // Outer functions first, so that an inner function's verdict overwrites its outer one's.
  const ordered = [...functions].sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const ran = new Uint8Array(segments.offsets.length);
  for (const [start, end, didRun] of ordered) {
    const to = lowerBound(segments.offsets, end);
    for (let i = lowerBound(segments.offsets, start); i < to; i += 1) ran[i] = didRun ? 1 : 0;
  }
  const lines = new Map<string, Set<number>>(segments.files.map((file) => [file, new Set<number>()]));
  for (let i = 0; i < ran.length; i += 1)
    if (ran[i]) lines.get(segments.files[segments.file[i] as number] as string)?.add(segments.line[i] as number);
  return lines;
}
