/**
 * `npm run images`: draws every image the fixtures name (site/public/images/…svg), at the intrinsic
 * size the fixture states, so the offline site owns all its pictures. `--check` fails when a file is
 * missing, stale or unused, or when two fixtures give one image different sizes.
 *
 * The pictures are abstract: a colour from the file name, shapes by kind (cover, logo, photo, letter).
 * A real agency replaces them with its own files of the same names and sizes.
 */
import { mkdir, readdir, readFile, writeFile, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ImageSchema, type Image } from '../contracts/image.ts';
import { listFixtureFiles } from '../mocks/fixtureChecks.ts';
import { readFixtureJson } from '../mocks/nodeFixtureSource.ts';

const publicDir = fileURLToPath(new URL('../site/public', import.meta.url));
const check = process.argv.includes('--check');

function collect(value: unknown, found: Image[]) {
  if (Array.isArray(value)) value.forEach((item) => collect(item, found));
  else if (value && typeof value === 'object') {
    const image = ImageSchema.safeParse(value);
    if (image.success) found.push(image.data);
    else Object.values(value).forEach((item) => collect(item, found));
  }
}

function hash(text: string) {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}

const escape = (text: string) =>
  text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c);

/** Two letters for a logo or a photo: the initials of the file name's first words. */
const initials = (name: string) =>
  name
    .split('-')
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

function drawSvg({ src, width: w, height: h }: Image, title: string): string {
  const name =
    src
      .split('/')
      .pop()
      ?.replace(/\.svg$/, '') ?? '';
  const hue = hash(src) % 360;
  const bg = `hsl(${hue} 55% 38%)`;
  const light = `hsl(${(hue + 40) % 360} 70% 70%)`;
  const pale = `hsl(${hue} 45% 92%)`;
  const kind = src.split('/')[2] ?? '';
  const min = Math.min(w, h);
  let body: string;
  if (kind === 'clients') {
    body = `<rect width="${w}" height="${h}" rx="${h / 8}" fill="${pale}"/><circle cx="${h / 2}" cy="${h / 2}" r="${h / 3}" fill="${bg}"/><text x="${h / 2}" y="${h / 2}" dy=".35em" text-anchor="middle" font-family="Arial,sans-serif" font-size="${h / 3}" font-weight="700" fill="#fff">${initials(name)}</text><rect x="${h}" y="${h * 0.36}" width="${w - h * 1.3}" height="${h * 0.12}" rx="${h * 0.06}" fill="${bg}"/><rect x="${h}" y="${h * 0.56}" width="${(w - h * 1.3) * 0.6}" height="${h * 0.08}" rx="${h * 0.04}" fill="${light}"/>`;
  } else if (kind === 'people' || kind === 'team') {
    body = `<rect width="${w}" height="${h}" fill="${pale}"/><circle cx="${w / 2}" cy="${h * 0.4}" r="${min * 0.2}" fill="${bg}"/><ellipse cx="${w / 2}" cy="${h * 0.98}" rx="${min * 0.36}" ry="${min * 0.3}" fill="${bg}"/><text x="${w / 2}" y="${h * 0.4}" dy=".35em" text-anchor="middle" font-family="Arial,sans-serif" font-size="${min * 0.14}" font-weight="700" fill="#fff">${initials(name)}</text>`;
  } else if (kind === 'letters') {
    const lines = Array.from(
      { length: 14 },
      (_, i) =>
        `<rect x="${w * 0.12}" y="${h * (0.3 + i * 0.035)}" width="${w * (i % 4 === 3 ? 0.5 : 0.76)}" height="${h * 0.012}" fill="#c9ccd4"/>`,
    ).join('');
    body = `<rect width="${w}" height="${h}" fill="#fff"/><rect x="${w * 0.12}" y="${h * 0.08}" width="${w * 0.3}" height="${h * 0.05}" fill="${bg}"/><rect x="${w * 0.3}" y="${h * 0.2}" width="${w * 0.4}" height="${h * 0.025}" fill="#6b7080"/>${lines}<circle cx="${w * 0.75}" cy="${h * 0.88}" r="${w * 0.08}" fill="none" stroke="${bg}" stroke-width="${w * 0.01}"/>`;
  } else {
    // Covers, heroes and illustrations: a gradient with a window of interface blocks.
    const id = `g${hash(src).toString(36)}`;
    body = `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 60% 30%)"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#${id})"/><circle cx="${w * 0.85}" cy="${h * 0.2}" r="${min * 0.28}" fill="${light}" opacity=".35"/><rect x="${w * 0.1}" y="${h * 0.18}" width="${w * 0.6}" height="${h * 0.64}" rx="${min * 0.03}" fill="#fff" opacity=".95"/><rect x="${w * 0.1}" y="${h * 0.18}" width="${w * 0.6}" height="${h * 0.08}" rx="${min * 0.03}" fill="${pale}"/><rect x="${w * 0.14}" y="${h * 0.32}" width="${w * 0.24}" height="${h * 0.2}" fill="${light}"/><rect x="${w * 0.41}" y="${h * 0.32}" width="${w * 0.25}" height="${h * 0.05}" fill="${bg}"/><rect x="${w * 0.41}" y="${h * 0.41}" width="${w * 0.2}" height="${h * 0.03}" fill="#c9ccd4"/><rect x="${w * 0.14}" y="${h * 0.58}" width="${w * 0.52}" height="${h * 0.03}" fill="#c9ccd4"/><rect x="${w * 0.14}" y="${h * 0.65}" width="${w * 0.4}" height="${h * 0.03}" fill="#c9ccd4"/><rect x="${w * 0.74}" y="${h * 0.5}" width="${w * 0.16}" height="${h * 0.32}" rx="${min * 0.03}" fill="#fff" opacity=".8"/>`;
  }
  // Round the computed coordinates: 115.19999999999999 is 17 bytes of nothing.
  const rounded = body.replace(/\d+\.\d{3,}/g, (n) => String(Math.round(Number(n) * 100) / 100));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img"><title>${escape(title)}</title>${rounded}</svg>\n`;
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

const images = await fixtureImages();
const problems: string[] = [];
for (const image of images.values()) {
  const file = `${publicDir}${image.src}`;
  const svg = drawSvg(image, image.alt);
  if (check) {
    const current = await readFile(file, 'utf8').catch(() => undefined);
    if (current !== svg) problems.push(`site/public${image.src} is ${current === undefined ? 'missing' : 'stale'}`);
  } else {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, svg);
  }
}
const onDisk = (await readdir(`${publicDir}/images`, { recursive: true, withFileTypes: true }).catch(() => []))
  .filter((entry) => entry.isFile())
  .map((entry) => `${entry.parentPath.slice(publicDir.length)}/${entry.name}`);
for (const src of onDisk.filter((src) => !images.has(src))) {
  if (check) problems.push(`site/public${src} is not used by any fixture`);
  else await rm(`${publicDir}${src}`);
}
if (problems.length > 0) {
  console.error(`${problems.join('\n')}\nRun "npm run images" and commit site/public/images/.`);
  process.exit(1);
}
console.log(`${images.size} images ${check ? 'up to date' : 'written'} in site/public/images/.`);
