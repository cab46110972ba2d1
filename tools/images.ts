/**
 * `npm run images`: draws every image the fixtures name (site/public/images/…svg), at the intrinsic
 * size the fixture states, so the offline site owns all its pictures, and writes into the fixtures of
 * both locales the alt text of every illustration, which says what is drawn (tools/images/plan.ts), so
 * a picture and its description never drift apart. `--check` fails when a file is missing, stale or
 * unused, when a fixture's alt text is not the description of what is drawn, or when two fixtures give
 * one image different sizes.
 *
 * Each illustration shows its own subject (tools/images/: a motif picked from the file's path, with
 * the client's product as a glyph), client logos are distinct marks with a fictional wordmark, people
 * and letters are placeholders. A real agency replaces them with its own files of the same names and sizes.
 */
import { mkdir, readdir, readFile, writeFile, rm } from 'node:fs/promises';
import { escapeMarkup } from '../site/rules/escapeMarkup.ts';
import { LOCALES, type Locale } from '../site/rules/locale.ts';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ImageSchema, type Image } from '../contracts/image.ts';
import { listFixtureFiles } from '../mocks/fixtureChecks.ts';
import { readFixtureJson } from '../mocks/nodeFixtureSource.ts';
import { commandLine } from './commandLine.ts';
import { FALLBACK_SHAPE, ICON_SHAPES } from './images/iconShapes.ts';
import { iconNamesModule, iconSprite } from './images/iconSprite.ts';
import { planPictures } from './images/plan.ts';
import { typeset } from '../site/typography/typesetter.ts';
import { visibleSpaces } from './typography/typesetFindings.ts';

const publicDir = fileURLToPath(new URL('../site/public', import.meta.url));
const check = commandLine('npm run images', { check: { type: 'boolean' } }).values.check === true;

function collect(value: unknown, found: Image[]) {
  if (Array.isArray(value)) value.forEach((item) => collect(item, found));
  else if (value && typeof value === 'object') {
    const image = ImageSchema.safeParse(value);
    if (image.success) found.push(image.data);
    else Object.values(value).forEach((item) => collect(item, found));
  }
}

/** Every image of the fixtures, by src; the first mention (files in path order) gives the title. */
async function fixtureImages(): Promise<Map<string, Image>> {
  const images = new Map<string, Image>();
  const conflicts: string[] = [];
  for (const path of await listFixtureFiles()) {
    const found: Image[] = [];
    collect(await readFixtureJson(path), found);
    for (const image of found) {
      const known = images.get(image.src);
      if (known && (known.width !== image.width || known.height !== image.height))
        conflicts.push(
          `${image.src} is ${known.width}x${known.height} in one fixture and ${image.width}x${image.height} in fixtures/${path}`,
        );
      if (!known) images.set(image.src, image);
    }
  }
  if (conflicts.length > 0) throw new Error(`One image, one size:\n  ${conflicts.join('\n  ')}`);
  return images;
}

/** The file: an SVG of the fixture's size, titled with the fixture's alt text. */
const svgOf = ({ width: w, height: h, alt }: Image, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img"><title>${escapeMarkup(alt)}</title>${body}</svg>\n`;

const images = await fixtureImages();
const planned = planPictures(images.values());
const problems: string[] = [];
for (const image of images.values()) {
  const file = `${publicDir}${image.src}`;
  const plan = planned.get(image.src);
  // An illustration is titled with what is drawn (the alt text written into the fixtures below).
  const svg = svgOf(plan?.alt ? { ...image, alt: plan.alt.en } : image, plan?.body ?? '');
  if (check) {
    const current = await readFile(file, 'utf8').catch(() => undefined);
    if (current !== svg) problems.push(`site/public${image.src} is ${current === undefined ? 'missing' : 'stale'}`);
  } else {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, svg);
  }
}
// The icon sprite and its names (tools/images/iconSprite.ts), made from the shapes.
const sectionsDir = fileURLToPath(new URL('../site/components/sections', import.meta.url));
for (const [file, content] of [
  ['icons.svg', iconSprite(ICON_SHAPES, FALLBACK_SHAPE)],
  ['iconNames.ts', iconNamesModule(ICON_SHAPES)],
] as const) {
  const path = `${sectionsDir}/${file}`;
  if (!check) await writeFile(path, content);
  else if ((await readFile(path, 'utf8').catch(() => undefined)) !== content)
    problems.push(`site/components/sections/${file} is stale`);
}
// The alt texts: an image is a flat object of the fixture's JSON ({"src", "alt", "width", "height"}),
// so each is found as an object without nested braces and only its "alt" value is replaced: the file
// keeps its formatting and every other byte.
const fixturesDir = fileURLToPath(new URL('../fixtures', import.meta.url));
for (const path of await listFixtureFiles()) {
  const locale = path.split('/')[0] as Locale;
  if (!LOCALES.includes(locale)) continue;
  const text = await readFile(`${fixturesDir}/${path}`, 'utf8');
  const described = text.replace(/\{[^{}]*\}/g, (object) => {
    const src = /"src": "([^"]+)"/.exec(object)?.[1];
    const alt = src ? planned.get(src)?.alt?.[locale] : undefined;
    // Typeset as every text a visitor reads (site/rules/typography.ts), written as the typography check writes it.
    return alt
      ? object.replace(/"alt": "(?:[^"\\]|\\.)*"/, `"alt": ${visibleSpaces(JSON.stringify(typeset(alt, locale)))}`)
      : object;
  });
  if (described === text) continue;
  if (check) problems.push(`fixtures/${path} has an alt text that does not describe its picture`);
  else await writeFile(`${fixturesDir}/${path}`, described);
}
const onDisk = (await readdir(`${publicDir}/images`, { recursive: true, withFileTypes: true }).catch(() => []))
  .filter((entry) => entry.isFile())
  .map((entry) => `${entry.parentPath.slice(publicDir.length)}/${entry.name}`);
for (const src of onDisk.filter((src) => !images.has(src))) {
  if (check) problems.push(`site/public${src} is not used by any fixture`);
  else await rm(`${publicDir}${src}`);
}
if (problems.length > 0) {
  console.error(
    `${problems.join('\n')}\nRun "npm run images" and commit site/public/images/, fixtures/ and site/components/sections/.`,
  );
  process.exit(1);
}
console.log(`${images.size} images ${check ? 'up to date' : 'written'} in site/public/images/.`);
