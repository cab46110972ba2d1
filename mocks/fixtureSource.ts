import type { Locale } from '../site/rules/locale.ts';

/**
 * Where handlers get raw fixture JSON from: the file system on Node, a bundle in the browser.
 * Returns undefined when the file does not exist. The handlers parse what it returns with the
 * contract, so both sources are held to the same shape.
 */
export type FixtureSource = (locale: Locale, file: string) => Promise<unknown>;
