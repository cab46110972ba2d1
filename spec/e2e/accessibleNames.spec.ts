import { spawnSync } from 'node:child_process';
import { expect, test } from './fixtures.ts';

// An analyst names a link by what a screen reader hears (docs/writing-features.md, "Finding a step").
// On a machine without a browser window, `npm run features:names` prints those names, part by part.
test('npm run features:names prints what a screen reader is told of a page, part by part, as steps name it', ({
  footprint,
}) => {
  // The command starts the site in a process of its own, which the recorder does not see: no footprint.
  if (footprint) footprint.short ??= 'it runs the site in a process of its own (npm run features:names)';
  const { status, stdout, stderr } = spawnSync('npx', ['tsx', 'tools/accessibleNames.ts', '/contacts/'], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(status, stderr).toBe(0);
  const [, header = '', main = '', footer = ''] = stdout.split(/^The (?:header|main content|footer):$/m);
  expect(stdout).toMatch(/^\/contacts\/ \(200, 1280 px wide\)$/m);
  expect(header).toContain('- link "Позвонить по номеру +7 (495) 000-00-00":');
  // A name with a colon reads as it is matched: no YAML quotes around the line.
  expect(main).toContain('- link "Открыть на карте: Москва":\n');
  expect(main).toContain('- /url: https://www.openstreetmap.org/?mlat=55.78632');
  expect(footer).toMatch(/- link "Политика обработки персональных данных \(PDF, откроется в.новой вкладке\)":/);
});

test('npm run features:names refuses what is not an address on the site, saying what it wants', () => {
  const { status, stderr } = spawnSync('npx', ['tsx', 'tools/accessibleNames.ts', 'contacts'], { encoding: 'utf8' });
  expect(status).toBe(2);
  expect(stderr).toContain('Name the pages by their addresses on the site, such as /contacts/');
});
