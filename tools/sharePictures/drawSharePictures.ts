/**
 * The build's share-picture step (decision 025): one 1200 × 630 PNG per page and locale in
 * dist/client/share/, composed as SVG (composeSharePicture.ts), rasterised by resvg and quantised to a
 * palette by sharp (libimagequant: a fifth of the size of resvg's truecolour PNG, and what the networks
 * fetch is smaller still for the dark ground). Each PNG is kept in node_modules/.cache/share-pictures/
 * under the hash of its SVG and of the tools' versions, so a build draws only what changed; pictures are
 * drawn a few at a time (resvg and sharp work on their own threads).
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';
import sharp from 'sharp';
import { brand } from '../../site/config/brand.ts';
import type { SharePicture } from '../../site/content/sharePicture.ts';
import { SHARE_PICTURE } from '../../site/rules/sharePicturePath.ts';
import { composeSharePicture, type SharePictureContent } from './composeSharePicture.ts';
import { loadInterFaces, SHARE_FONT_PACKAGE } from './interFaces.ts';

const CACHE_DIR = fileURLToPath(new URL('../../node_modules/.cache/share-pictures', import.meta.url));
/** Cached pictures no build has used for this long are removed. */
const CACHE_DAYS = 30;

/**
 * sharp's PNG: a palette of up to 256 colours chosen by libimagequant (dithered: no banding shows in the
 * gradients) and zlib's strongest compression. Measured on this site's pictures: resvg's own PNGs are
 * 127 KiB on average, these 22 KiB, for twice the time (effort 10 saves nothing more, effort 4 or a
 * lower quality only costs size).
 */
const PNG_OPTIONS = { palette: true, quality: 100, effort: 7, compressionLevel: 9 } as const;

/** Types resvg draws in an <image>; anything else (WebP) is left out and the page gets the brand picture. */
const IMAGE_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
};

export interface DrawReport {
  pictures: number;
  drawn: number;
  fromCache: number;
  /** Sizes of the PNGs written, in bytes. */
  bytes: { total: number; largest: number; smallest: number };
  /** Illustrations that could not be used, and why: those pages got the brand picture. */
  warnings: string[];
}

/** One picture per address: a page named twice (the ru 404 prerendered and drawn as a screen) must agree. */
function byAddress(pictures: readonly SharePicture[]): SharePicture[] {
  const unique = new Map<string, SharePicture>();
  for (const picture of pictures) {
    const known = unique.get(picture.src);
    if (known && JSON.stringify(known) !== JSON.stringify(picture))
      throw new Error(`${picture.src} is named for two different pictures: "${known.title}" and "${picture.title}"`);
    unique.set(picture.src, picture);
  }
  return [...unique.values()];
}

/** Runs `work` on every item, at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

async function removeStaleCache(cacheDir: string): Promise<void> {
  const cutoff = Date.now() - CACHE_DAYS * 86_400_000;
  for (const name of await readdir(cacheDir).catch(() => [])) {
    const file = `${cacheDir}/${name}`;
    const modified = (await stat(file).catch(() => undefined))?.mtimeMs;
    if (modified !== undefined && modified < cutoff) await rm(file, { force: true });
  }
}

/** Draws every picture into clientDir (dist/client) at its src. */
export async function drawSharePictures(pictures: readonly SharePicture[], clientDir: string): Promise<DrawReport> {
  const require = createRequire(import.meta.url);
  // Read from node_modules: sharp's exports do not include its package.json.
  const versionOf = async (name: string) =>
    (
      JSON.parse(await readFile(new URL(`../../node_modules/${name}/package.json`, import.meta.url), 'utf8')) as {
        version: string;
      }
    ).version;
  // A new resvg, sharp or typeface draws other pixels from the same SVG.
  const versions = await Promise.all(['@resvg/resvg-js', 'sharp', SHARE_FONT_PACKAGE].map(versionOf));
  const tools = `${versions.join(' ')} ${JSON.stringify(PNG_OPTIONS)}`;
  const text = loadInterFaces();
  // Text inside an illustration is set in Inter too, never in whatever fonts the machine has.
  const resvgOptions: ResvgRenderOptions = {
    font: {
      loadSystemFonts: false,
      fontFiles: ['400Regular/Inter_400Regular.ttf', '700Bold/Inter_700Bold.ttf'].map((file) =>
        require.resolve(`${SHARE_FONT_PACKAGE}/${file}`),
      ),
      defaultFontFamily: 'Inter',
      sansSerifFamily: 'Inter',
    },
    fitTo: { mode: 'original' },
  };
  await mkdir(CACHE_DIR, { recursive: true });
  const warnings: string[] = [];
  /** The size of each PNG written. */
  const drawn: number[] = [];
  const fromCache: number[] = [];

  const illustrationOf = async (picture: SharePicture): Promise<SharePictureContent['illustration']> => {
    if (!picture.illustration) return undefined;
    const { src } = picture.illustration;
    const type = IMAGE_TYPES[extname(src)];
    const bytes = type ? await readFile(`${clientDir}${src}`).catch(() => undefined) : undefined;
    if (!type || !bytes) {
      warnings.push(`${picture.src}: its illustration ${src} is ${type ? 'missing' : 'not SVG, PNG or JPEG'}`);
      return undefined;
    }
    const { width, height } = picture.illustration;
    return { href: `data:${type};base64,${bytes.toString('base64')}`, width, height };
  };

  await eachLimited(byAddress(pictures), availableParallelism() + 1, async (picture) => {
    const svg = composeSharePicture(
      {
        title: picture.title,
        brandName: picture.brandName,
        domain: new URL(brand.origins[picture.locale]).host,
        illustration: await illustrationOf(picture),
      },
      text,
    );
    const key = createHash('sha256').update(`${tools}\n${svg}`).digest('hex');
    const cached = `${CACHE_DIR}/${key}.png`;
    const target = `${clientDir}${picture.src}`;
    await mkdir(dirname(target), { recursive: true });
    if (await stat(cached).catch(() => undefined)) {
      await copyFile(cached, target);
      const now = new Date();
      await utimes(cached, now, now);
      fromCache.push((await stat(target)).size);
    } else {
      const rendered = await renderAsync(svg, resvgOptions);
      const { width, height } = rendered;
      if (width !== SHARE_PICTURE.width || height !== SHARE_PICTURE.height)
        throw new Error(`${picture.src} was drawn ${width} × ${height}`);
      const png = await sharp(rendered.pixels, { raw: { width, height, channels: 4 } })
        .png(PNG_OPTIONS)
        .toBuffer();
      await writeFile(target, png);
      // Renamed into place, so a build running beside this one never copies half a file.
      await writeFile(`${cached}.${process.pid}`, png);
      await rename(`${cached}.${process.pid}`, cached);
      drawn.push(png.byteLength);
    }
  });
  await removeStaleCache(CACHE_DIR);
  const sizes = [...drawn, ...fromCache];
  return {
    pictures: sizes.length,
    drawn: drawn.length,
    fromCache: fromCache.length,
    bytes: { total: sizes.reduce((a, b) => a + b, 0), largest: Math.max(0, ...sizes), smallest: Math.min(...sizes) },
    warnings,
  };
}
