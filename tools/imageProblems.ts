import { imageSize } from 'image-size';

/**
 * What `npm run images:check` holds the site's pictures to, as a visitor meets them: every image a
 * fixture names is a file of the site, as large as the fixture says (the browser reserves that space),
 * with a text for people who cannot see it; one file has one size everywhere; no file lies unused.
 */

/** An image a fixture names: an object whose `src` is under /images/. */
export interface NamedImage {
  fixture: string;
  src: string;
  alt: unknown;
  width: unknown;
  height: unknown;
}

/** Every image the JSON of one fixture names, however deep. */
export function imagesNamed(json: unknown, fixture: string, found: NamedImage[] = []): NamedImage[] {
  // An array is an object too: its items are its values.
  if (json && typeof json === 'object') {
    const { src, alt, width, height } = json as Record<string, unknown>;
    if (typeof src === 'string' && src.startsWith('/images/')) found.push({ fixture, src, alt, width, height });
    else for (const value of Object.values(json)) imagesNamed(value, fixture, found);
  }
  return found;
}

/**
 * Each problem as a line that names the fixture or file and says what to do. `readFile` gives a file
 * of the site by its src (undefined when missing); `files` lists every src under /images/ on disk.
 */
export function imageProblems(
  named: readonly NamedImage[],
  readFile: (src: string) => Uint8Array | undefined,
  files: readonly string[],
): string[] {
  const problems: string[] = [];
  const sizeOf = new Map<string, string>();
  for (const { fixture, src, alt, width, height } of named) {
    if (typeof alt !== 'string' || alt.trim() === '')
      problems.push(`fixtures/${fixture}: ${src} has no alt text: say what it shows`);
    const stated = `${String(width)}×${String(height)}`;
    const first = sizeOf.get(src);
    if (first === undefined) sizeOf.set(src, stated);
    else if (first !== stated)
      problems.push(`fixtures/${fixture}: ${src} is ${stated} here and ${first} elsewhere: one file, one size`);
    if (first !== undefined) continue;
    const content = readFile(src);
    if (content === undefined) {
      problems.push(`fixtures/${fixture}: ${src} is missing: add site/public${src}`);
      continue;
    }
    let size: { width: number; height: number } | undefined;
    try {
      size = imageSize(content);
    } catch {
      // Not an image whose size can be read: size stays unset.
    }
    if (!size)
      problems.push(`site/public${src} is not an image whose size can be read: save it as SVG, WebP, PNG or JPEG`);
    else if (`${size.width}×${size.height}` !== stated)
      problems.push(
        `fixtures/${fixture}: ${src} is ${size.width}×${size.height}, the fixture says ${stated}: make them agree`,
      );
  }
  for (const src of files)
    if (!sizeOf.has(src)) problems.push(`site/public${src} is used by no fixture: delete it or name it in one`);
  return problems;
}
