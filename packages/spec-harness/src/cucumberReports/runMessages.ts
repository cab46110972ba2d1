import { existsSync, readFileSync } from 'node:fs';
import type { Envelope } from '@cucumber/messages';
import { mergeMessageStreams } from './mergeMessages.ts';
import { parseMessages } from './parseMessages.ts';

/**
 * The message streams (ndjson text) a feature run left in report folders: `name` (cucumber.ndjson,
 * cucumber-split.ndjson) from each folder that has it. One folder for a run on one machine; one per
 * CI runner for a run split into shards (`npm run test:summary -- runners/*`).
 */
export function messageStreamsIn(folders: readonly string[], name: string): string[] {
  return folders
    .map((folder) => `${folder}/${name}`)
    .filter((file) => existsSync(file))
    .map((file) => readFileSync(file, 'utf8'));
}

/** The envelopes of one run from its shards' streams: merged into one run when there are several. */
export function runEnvelopes(streams: readonly string[]): Envelope[] {
  const [only, ...others] = streams;
  if (only === undefined) return [];
  if (others.length === 0) return parseMessages(only);
  return mergeMessageStreams(streams.map(parseMessages));
}
