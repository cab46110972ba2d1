export const ELLIPSIS = '…';

export interface WrappedTitle {
  lines: string[];
  /** Whether the title did not fit and its last line ends with an ellipsis. */
  truncated: boolean;
}

/**
 * Words to set, one unit each: a dash that stands alone (`Кейс — CRM`) stays with the word before it,
 * so no line starts with a dash. A title is typeset (site/rules/typography.ts): its no-break spaces
 * (U+00A0, U+202F) hold a figure and its unit together, so lines break at ordinary spaces only.
 */
function wordsOf(text: string): string[] {
  const words: string[] = [];
  for (const word of text.split(/[^\S\u00a0\u202f]+/).filter(Boolean)) {
    const last = words.length - 1;
    if (/^[—–-]$/.test(word) && last >= 0) words[last] = `${words[last]} ${word}`;
    else words.push(word);
  }
  return words;
}

/** The longest start of `word` that fits, at least one character, so a word wider than a line still advances. */
function longestFit(word: string, fits: (text: string) => boolean): string {
  const chars = Array.from(word);
  let n = chars.length;
  while (n > 1 && !fits(chars.slice(0, n).join(''))) n -= 1;
  return chars.slice(0, n).join('');
}

/**
 * A line cut to fit with an ellipsis: characters come off its end (and the spaces and punctuation left
 * dangling before the ellipsis) until it fits.
 */
function withEllipsis(line: string, fits: (text: string) => boolean): string {
  let chars = Array.from(line);
  const ended = () => `${chars.join('').replace(/[\s,.:;!?—–-]+$/u, '')}${ELLIPSIS}`;
  while (chars.length > 0 && !fits(ended())) chars = chars.slice(0, -1);
  return ended();
}

/**
 * Breaks a title into at most `maxLines` lines no wider than `maxWidth`, as `width` measures them:
 * greedily at spaces, a word wider than a line broken where it must. A title that needs more lines
 * keeps the first ones, the last cut with an ellipsis.
 */
export function wrapTitle(
  title: string,
  width: (text: string) => number,
  maxWidth: number,
  maxLines: number,
): WrappedTitle {
  const fits = (text: string) => width(text) <= maxWidth;
  const lines: string[] = [];
  let line = '';
  const queue = wordsOf(title);
  while (queue.length > 0) {
    const word = queue.shift() as string;
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) {
      lines.push(line);
      line = '';
      queue.unshift(word);
      continue;
    }
    // A word alone is too wide: its start fills this line, the rest goes on.
    const start = longestFit(word, fits);
    lines.push(start);
    const rest = word.slice(start.length);
    if (rest) queue.unshift(rest);
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return { lines, truncated: false };
  const kept = lines.slice(0, maxLines);
  const last = kept.length - 1;
  kept[last] = withEllipsis(`${kept[last]} ${lines[maxLines]}`, fits);
  return { lines: kept, truncated: true };
}
