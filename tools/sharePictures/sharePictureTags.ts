import { Parser } from 'htmlparser2';
import { SHARE_PICTURE } from '../../site/rules/sharePicturePath.ts';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG's size, read from its IHDR chunk (always the first, right after the signature); undefined if not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | undefined {
  if (bytes.byteLength < 24 || PNG_SIGNATURE.some((byte, i) => bytes[i] !== byte)) return undefined;
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** The `<meta>` tags of a page, by their property or name (og:image, twitter:card…): their contents. */
export function metaTagsOf(html: string): Map<string, string[]> {
  const tags = new Map<string, string[]>();
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const key = name === 'meta' ? (attributes.property ?? attributes.name) : undefined;
        if (key === undefined || attributes.content === undefined) return;
        tags.set(key, [...(tags.get(key) ?? []), attributes.content]);
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return tags;
}

/**
 * What is wrong with a page's share picture (decision 025), as a network reads it: og:image and
 * twitter:image name the same absolute URL on the page's own origin, with its size, type and alt text,
 * for a large card; and the file at that path (`readFile` reads dist/client) is a PNG of exactly
 * 1200 × 630. An empty list when all is well.
 */
export function sharePictureTagProblems(
  html: string,
  origin: string,
  readFile: (path: string) => Uint8Array | undefined,
): string[] {
  const tags = metaTagsOf(html);
  const one = (key: string) => {
    const values = tags.get(key) ?? [];
    return values.length === 1 ? values[0] : undefined;
  };
  const problems: string[] = [];
  const expect = (key: string, wanted: string | RegExp) => {
    const value = one(key);
    const ok = value !== undefined && (typeof wanted === 'string' ? value === wanted : wanted.test(value));
    if (!ok) problems.push(`${key} is ${JSON.stringify(tags.get(key) ?? null)}, not ${String(wanted)}`);
  };
  const image = one('og:image');
  if (!image) return [`og:image is ${JSON.stringify(tags.get('og:image') ?? null)}, not one URL`];
  if (!URL.canParse(image)) return [`og:image "${image}" is not an absolute URL`];
  const url = new URL(image);
  if (url.origin !== origin) problems.push(`og:image "${image}" is not on the page's origin ${origin}`);
  expect('og:image:width', String(SHARE_PICTURE.width));
  expect('og:image:height', String(SHARE_PICTURE.height));
  expect('og:image:type', SHARE_PICTURE.type);
  expect('og:image:alt', /\S{3,}/);
  expect('twitter:card', 'summary_large_image');
  expect('twitter:image', image);
  expect('twitter:image:alt', one('og:image:alt') ?? 'the same as og:image:alt');
  const bytes = readFile(url.pathname);
  const size = bytes && pngSize(bytes);
  if (!bytes) problems.push(`${url.pathname} does not exist`);
  else if (!size) problems.push(`${url.pathname} is not a PNG`);
  else if (size.width !== SHARE_PICTURE.width || size.height !== SHARE_PICTURE.height)
    problems.push(
      `${url.pathname} is ${size.width} × ${size.height}, not ${SHARE_PICTURE.width} × ${SHARE_PICTURE.height}`,
    );
  return problems;
}
