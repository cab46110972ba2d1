import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';

// An analyst runs one feature, as docs/writing-features.md says; that run used to overwrite the last
// full run's reports. The project's configuration now sends a partial run's reports to reports/partial/.
const require = createRequire(import.meta.url);
const configPath = require.resolve('../../cucumber.cjs');
const argv = process.argv;
afterEach(() => {
  process.argv = argv;
});

/** The report files each profile of cucumber.cjs writes, for this command line. */
function reportsFor(args: string[]) {
  process.argv = ['node', 'cucumber-js', ...args];
  // eslint-disable-next-line @typescript-eslint/no-dynamic-delete -- require's cache is keyed by path: forget the last load
  delete require.cache[configPath];
  const profiles = require(configPath) as Record<string, { format?: string[] }>;
  return {
    embedded: profiles.default?.format?.filter((format) => format.includes(':')),
    split: profiles.split?.format?.filter((format) => format.includes(':')),
  };
}

describe('where a feature run writes its reports', () => {
  it('a run of one feature writes apart, keeping the full run’s', () => {
    expect(reportsFor(['features/footer.feature:12'])).toEqual({
      embedded: [
        'html:reports/partial/cucumber.html',
        'junit:reports/partial/cucumber.xml',
        'message:reports/partial/cucumber.ndjson',
      ],
      split: [
        'html:reports/partial/cucumber-split.html',
        'junit:reports/partial/cucumber-split.xml',
        'message:reports/partial/cucumber-split.ndjson',
      ],
    });
  });

  it('the whole suite, or a CI shard of it, writes where the living documentation reads it', () => {
    for (const args of [[], ['--shard', '2/3']])
      expect(reportsFor(args).embedded).toEqual([
        'html:reports/cucumber.html',
        'junit:reports/cucumber.xml',
        'message:reports/cucumber.ndjson',
      ]);
  });
});
