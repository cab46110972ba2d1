/**
 * `npm run i18n:check` (in `npm test`): fails with a list when a key the code uses is missing from a
 * locale, a key of site/i18n/{ru,en}.json is used nowhere, or the two locales' keys differ (plural forms
 * aware). Reads site/ and contracts/ code and the form definitions (fixtures/forms/*.json); the rules are
 * in tools/i18nKeys/ (decision 017).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { messages } from '../site/i18n/messages.ts';
import { checkKeys } from './i18nKeys/checkKeys.ts';
import { keyUsesInJson, keyUsesInSource, type KeyUse } from './i18nKeys/keyUses.ts';

const filesIn = (folder: string, pattern: RegExp) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((file) => join(folder, file))
    .filter((file) => pattern.test(file))
    .sort();

const sources = [...filesIn('site', /\.tsx?$/), ...filesIn('contracts', /\.ts$/)].filter(
  // Generated from the contracts: it repeats their descriptions, never a key of its own.
  (file) => !file.startsWith(join('contracts', 'generated')),
);
const forms = filesIn(join('fixtures', 'forms'), /\.json$/);
const uses: KeyUse[] = [
  ...sources.flatMap((file) => keyUsesInSource(file, readFileSync(file, 'utf8'))),
  ...forms.flatMap((file) => keyUsesInJson(file, JSON.parse(readFileSync(file, 'utf8')))),
];
const problems = checkKeys(messages, uses);
if (problems.length > 0) {
  console.error(`UI string keys: ${problems.length} problem(s) in site/i18n/{ru,en}.json or their uses:\n`);
  for (const problem of problems) console.error(`- ${problem}`);
  process.exitCode = 1;
} else {
  const counts = Object.entries(messages).map(([locale, strings]) => `${Object.keys(strings).length} in ${locale}`);
  console.log(
    `UI string keys in order: ${counts.join(', ')}; ${sources.length + forms.length} files read, ` +
      `every key used is defined and every key is used.`,
  );
}
