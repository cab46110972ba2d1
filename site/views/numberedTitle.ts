/** Legal texts number their sections themselves ("1. Общие положения"); a title without a number gets its position. */
export function numberedTitle(title: string, position: number): string {
  return /^\d/.test(title) ? title : `${String(position)}. ${title}`;
}
