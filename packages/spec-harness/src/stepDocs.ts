/**
 * What a step says of itself, for the catalogue: what it does, its topic, what it looks at, what it
 * does besides, and examples. Given where the step is registered, with `stepDoc`, or as a JSDoc
 * comment (`@topic`, `@looks`, `@also`, `@example` after the description) directly above the named
 * step function or above the registration.
 */

/** What a step says of itself, as the catalogue reads it. */
export interface StepDoc {
  description: string;
  topic?: string;
  looks?: string;
  also?: string;
  /** Each example: the step's text, then the lines under it (a table), if any. */
  examples: string[][];
  /** Tags of a comment the catalogue does not know (reported by the check). */
  unknownTags: string[];
}

/** What `stepDoc` takes: the step's documentation, given where it is registered. */
export interface StepNotes {
  /** What the step does, in a sentence or two. */
  does: string;
  /** What it is about: one of the config's `steps.topics`. */
  topic?: string;
  /** Which part of the page, answer or system it looks at or acts on. */
  looks?: string;
  /** Anything it does besides what its words say. */
  also?: string;
  /** How a scenario writes it, without the keyword; an example with a table as its lines. */
  examples?: readonly (string | readonly string[])[];
}

/** Where a step function carries its notes: a registered symbol, so any copy of the harness reads them. */
const NOTES = Symbol.for('spec-harness.stepNotes');

/**
 * A step function with its documentation, for the step catalogue; cucumber-js runs it as it is.
 *
 *   Given('the basket holds {int} items', stepDoc({ does: 'Fills the basket.', examples: ['the basket holds 3 items'] },
 *     async function (count: number) { … }));
 */
export function stepDoc<Code extends (...args: never[]) => unknown>(notes: StepNotes, code: Code): Code {
  Object.defineProperty(code, NOTES, { value: notes });
  return code;
}

/** The notes `stepDoc` gave a step function, as the catalogue reads a comment. */
export function notesOf(code: unknown): StepDoc | undefined {
  const notes = typeof code === 'function' ? (code as { [NOTES]?: StepNotes })[NOTES] : undefined;
  if (!notes) return undefined;
  const { does, examples = [], ...rest } = notes;
  return {
    description: does.trim(),
    ...rest,
    examples: examples.map((example) => (typeof example === 'string' ? [example] : [...example])),
    unknownTags: [],
  };
}

/** Reads a JSDoc comment's text (with or without its delimiters): the description, then `@tag text` blocks. */
export function parseDoc(comment: string): StepDoc {
  const lines = comment
    .replace(/^\s*\/\*\*/, '')
    .replace(/\*\/\s*$/, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\*( |$)/, '').trimEnd());
  const doc: StepDoc = { description: '', examples: [], unknownTags: [] };
  const description: string[] = [];
  let current: { tag: string; lines: string[] } | undefined;
  const blocks: { tag: string; lines: string[] }[] = [];
  for (const line of lines) {
    const tagged = /^\s*@(\w+)\s?(.*)$/.exec(line);
    if (tagged) {
      current = { tag: tagged[1] ?? '', lines: [tagged[2] ?? ''] };
      blocks.push(current);
    } else if (current) current.lines.push(line);
    else description.push(line);
  }
  doc.description = paragraphs(description);
  for (const { tag, lines: text } of blocks) {
    if (tag === 'example') {
      const rows = text.map((line) => line.trim()).filter((line) => line !== '');
      if (rows.length > 0) doc.examples.push(rows);
    } else if (tag === 'topic' || tag === 'looks' || tag === 'also') doc[tag] = paragraphs(text);
    else doc.unknownTags.push(tag);
  }
  return doc;
}

/** Joins a comment's lines into paragraphs: lines run on, a blank line starts a new paragraph. */
function paragraphs(lines: string[]): string {
  return lines
    .join('\n')
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.trim())
        .join(' '),
    )
    .join('\n\n');
}

/** The JSDoc comment that ends directly above a place in a source (only blank space between). */
function commentEndingAt(before: string): StepDoc | undefined {
  const end = before.trimEnd();
  if (!end.endsWith('*/')) return undefined;
  const start = end.lastIndexOf('/**');
  return start === -1 ? undefined : parseDoc(end.slice(start));
}

/** Finds the function `name` in a step file's source: its line, and the JSDoc comment directly above it. */
export function docOf(source: string, name: string): { line: number; doc: StepDoc | undefined } | undefined {
  const declaration = new RegExp(`^(?:export\\s+)?(?:async\\s+)?function\\s+${name}\\s*\\(`, 'm').exec(source);
  if (!declaration) return undefined;
  const before = source.slice(0, declaration.index);
  return { line: before.split('\n').length, doc: commentEndingAt(before) };
}

/** The JSDoc comment directly above a line of a source (a registration: `Given('…', async function () {…})`). */
export function docAbove(source: string, line: number): StepDoc | undefined {
  return commentEndingAt(
    source
      .split('\n')
      .slice(0, line - 1)
      .join('\n'),
  );
}
