import { escapeRegExp } from '../../contracts/pathTemplate.ts';

/**
 * Text as a reader reads it and an analyst types it: the no-break spaces of the typesetting
 * (site/rules/typography.ts: U+00A0, and the narrow U+202F between thousands) read as plain spaces.
 * Playwright's text matching does the same; steps that compare text themselves use this.
 */
export function readable(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, ' ');
}

/** A pattern that matches exactly this text, each of its spaces matching a no-break one too: for attributes. */
export function exactly(text: string): RegExp {
  const escaped = escapeRegExp(text).replace(/ /g, '[ \\u00a0\\u202f]');
  return new RegExp(`^${escaped}$`);
}
