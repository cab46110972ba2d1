import { readFileSync } from 'node:fs';
import { SEARCH_SECTIONS } from '../contracts/slugs.ts';
import type { SearchItem } from '../contracts/search.ts';
import { isLocale, LOCALES } from '../contracts/locale.ts';
import { commandLine, refuse } from './commandLine.ts';
import { wordsByCount } from './search/wordsByCount.ts';

/**
 * `npm run features:search-words [-- N] [--locale en]`: the words a search on the site finds exactly N
 * pages for, in the fixtures the features run on (the four search indexes, in the order the site
 * concatenates them); without N, a few words for every count.
 */
const { values, positionals } = commandLine(
  'npm run features:search-words',
  { locale: { type: 'string' } },
  { positionals: '[number of results]' },
);
const locale = String(values.locale ?? 'ru');
if (!isLocale(locale)) refuse(`--locale ${locale}: give one of ${LOCALES.join(', ')}.`);
const wanted = positionals[0] === undefined ? undefined : Number(positionals[0]);
if (wanted !== undefined && !(Number.isInteger(wanted) && wanted >= 0))
  refuse(`${positionals[0]}: give the number of results as a whole number, such as 5.`);

const items = SEARCH_SECTIONS.flatMap(
  (section) => JSON.parse(readFileSync(`fixtures/${locale}/${section}/search.json`, 'utf8')) as SearchItem[],
);
const byCount = wordsByCount(items);
const where = `in the ${locale} fixtures (${items.length} pages in the search indexes)`;
if (wanted !== undefined) {
  const words = byCount.get(wanted);
  if (words)
    console.log(
      `Searching for any of these finds exactly ${wanted} pages ${where}:\n  ${words.slice(0, 20).join(', ')}`,
    );
  else {
    console.log(
      `No single word finds exactly ${wanted} pages ${where}. Counts that words find: ${[...byCount.keys()].join(', ')}.`,
    );
    process.exitCode = 1;
  }
} else {
  console.log(`Words by how many pages a search for them finds, ${where}:`);
  for (const [count, words] of byCount) console.log(`  ${String(count).padStart(3)}  ${words.slice(0, 6).join(', ')}`);
}
