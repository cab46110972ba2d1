/**
 * How alike two lists of parts are, 0 to 1: the Dice coefficient of the lists as multisets (twice the
 * parts they share, over all their parts). With words as parts it finds the step an analyst meant; with
 * letter pairs (`letterPairs`), the link name or text on a page nearest to the one a step looked for.
 */
export function dice(a: readonly string[], b: readonly string[]): number {
  const left = new Map<string, number>();
  for (const part of a) left.set(part, (left.get(part) ?? 0) + 1);
  let common = 0;
  for (const part of b) {
    const count = left.get(part) ?? 0;
    if (count > 0) {
      common += 1;
      left.set(part, count - 1);
    }
  }
  return a.length + b.length === 0 ? 0 : (2 * common) / (a.length + b.length);
}

/** The overlapping pairs of letters of a text, lower-cased: "Блог" → ["бл", "ло", "ог"]. */
export function letterPairs(text: string): string[] {
  const lower = text.toLowerCase();
  return Array.from({ length: Math.max(lower.length - 1, 0) }, (_, index) => lower.slice(index, index + 2));
}
