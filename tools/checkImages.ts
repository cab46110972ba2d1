/**
 * `npm run images:check`: every image a fixture names is a file under site/public/, as large as the
 * fixture states, with an alt text; one file has one size in every fixture; no file under
 * site/public/images/ lies unused (tools/imageProblems.ts). The files are the site's own: replace one
 * with another of the same name and size, or change the fixtures with it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { listFixtureFiles } from '../mocks/fixtureChecks.ts';
import { readFixtureJson } from '../mocks/nodeFixtureSource.ts';
import { commandLine } from './commandLine.ts';
import { imageProblems, imagesNamed, type NamedImage } from './imageProblems.ts';

commandLine('npm run images:check', {});
const publicDir = fileURLToPath(new URL('../site/public', import.meta.url));

const named: NamedImage[] = [];
for (const path of await listFixtureFiles()) imagesNamed(await readFixtureJson(path), path, named);
const readFile = (src: string) => {
  try {
    return readFileSync(`${publicDir}${src}`);
  } catch {
    return undefined;
  }
};
const files = readdirSync(`${publicDir}/images`, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => `${entry.parentPath.slice(publicDir.length)}/${entry.name}`);

const problems = imageProblems(named, readFile, files);
for (const problem of problems) console.error(`✗ ${problem}`);
console.log(
  `${new Set(named.map(({ src }) => src)).size} images checked, ${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}.`,
);
if (problems.length > 0) process.exit(1);
