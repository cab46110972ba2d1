/**
 * Sets of source lines written as ranges, `"3-9,14,20-21"`: how a footprint stores the lines of a file
 * a scenario ran. The empty string is a file loaded with none of its functions run.
 */
export function encodeLines(lines: Iterable<number>): string {
  const sorted = [...new Set(lines)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    const start = sorted[i] as number;
    let end = start;
    while (sorted[i + 1] === end + 1) {
      end += 1;
      i += 1;
    }
    i += 1;
    parts.push(start === end ? String(start) : `${start}-${end}`);
  }
  return parts.join(',');
}

/** The ranges of an encoded set, `[first, last]` each, in order. */
export function decodeLines(encoded: string): Array<[number, number]> {
  if (encoded === '') return [];
  return encoded.split(',').map((part) => {
    const [start, end = start] = part.split('-').map(Number) as [number, number?];
    if (!Number.isInteger(start) || !Number.isInteger(end) || end < start)
      throw new Error(`"${part}" is not a line or a range of lines (as in "3-9,14").`);
    return [start, end];
  });
}

/** Whether an encoded set has a line in `[first, last]`. */
export function hasLineIn(encoded: string, first: number, last: number): boolean {
  return decodeLines(encoded).some(([start, end]) => start <= last && end >= first);
}
