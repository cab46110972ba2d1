/**
 * A clause's revision: a short fingerprint of its words (its title and its text), so that the ledger
 * (clauseLedger.ts) can tell that a clause was reworded after its scenarios were last reviewed.
 *
 * Only words count: every run of whitespace — line breaks, the wrapping of a paragraph, indentation,
 * no-break spaces — is one space, and the text is compared in Unicode's composed form (NFC), so an
 * editor that rewraps a paragraph or a keyboard that types "й" as two code points changes nothing.
 * The "Proved by" and "Rule" lines are not part of the words: they say where the proof and the rule
 * are, not what the clause asks.
 */
import { createHash } from 'node:crypto';

/** The words of a clause as its revision sees them. */
export function normalisedWords(title: string, text: string): string {
  const words = (part: string) => part.normalize('NFC').replace(/\s+/gu, ' ').trim();
  // The line break between them stays, so that a word moved from the title to the text is a change.
  return `${words(title)}\n${words(text)}`;
}

/** Twelve hex digits of the SHA-256 of the clause's normalised words. */
export function clauseRevision({ title, text }: { title: string; text: string }): string {
  return createHash('sha256').update(normalisedWords(title, text)).digest('hex').slice(0, 12);
}
