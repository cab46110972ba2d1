import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CucumberHtmlStream } from '@cucumber/html-formatter';
import type { Envelope } from '@cucumber/messages';

/** Cucumber's own HTML report (the one `html:` writes) from a message stream. */
export async function writeHtmlReport(envelopes: readonly Envelope[], path: string): Promise<void> {
  await pipeline(Readable.from(envelopes), new CucumberHtmlStream(), createWriteStream(path));
}
