/**
 * The share picture of a page as SVG (decision 025), for resvg to rasterise: the brand's mark and name,
 * the page's title in Inter bold (at most three lines, cut with an ellipsis) and the locale's domain on
 * the brand's dark ground; the page's own illustration is shown whole on the right, as a card with
 * rounded corners (cropped to the picture's height, a landscape cover lost its subject), and a page
 * without one gets the brand's mark drawn large instead. Text is set as glyph outlines
 * (interFaces.ts); the title and brand also travel as the SVG's <title>, escaped, since they come from
 * content.
 */
import { escapeMarkup } from '../../site/rules/escapeMarkup.ts';
import { SHARE_PICTURE } from '../../site/rules/sharePicturePath.ts';
import type { TextSetter } from './interFaces.ts';
import { wrapTitle } from './wrapTitle.ts';

/** The site's colours (site/layouts/LayoutDefault.css: --color-text, --color-accent), and a grey legible on the dark ground. */
const INK = '#14161a';
const ACCENT = '#c8102e';
const MUTED = '#a7adb8';
const WHITE = '#ffffff';

/** The logo's mark (site/components/header/HomeLink.tsx), on a 32-unit square. */
const MARK_ARROW = 'M16 7l7 14h-4.5L16 15.5 13.5 21H9z';

const { width: W, height: H } = SHARE_PICTURE;
const PAD = 64;
/** Title sizes tried largest first; the first that fits in MAX_LINES lines is used. */
export const TITLE_SIZES = [60, 52, 44] as const;
export const MAX_LINES = 3;
const LINE_HEIGHT = 1.18;
/** The box the illustration is fitted into (whole, centred), right of the title. */
const CARD = { x: 600, y: PAD, width: W - 600 - PAD, height: H - 2 * PAD, radius: 24 } as const;
/** How wide the title may be: beside an illustration, or alone. */
export const TITLE_WIDTH = { illustrated: CARD.x - PAD - 40, alone: 760 } as const;

export interface SharePictureContent {
  title: string;
  brandName: string;
  /** The host name the picture shows at its foot: the locale's domain. */
  domain: string;
  /** The illustration: a data: URL (an SVG, PNG or JPEG under /images/) and its size; none for the brand picture. */
  illustration?: { href: string; width: number; height: number };
}

/** The title's lines and size: the largest size at which it fits, else the smallest, cut. */
export function titleLayout(title: string, text: TextSetter, maxWidth: number): { size: number; lines: string[] } {
  let layout = { size: 0, lines: [] as string[] };
  for (const size of TITLE_SIZES) {
    const { lines, truncated } = wrapTitle(title, (line) => text.width('bold', line, size), maxWidth, MAX_LINES);
    layout = { size, lines };
    if (!truncated) break;
  }
  return layout;
}

const mark = (x: number, y: number, size: number) =>
  `<g transform="translate(${x} ${y}) scale(${size / 32})"><rect width="32" height="32" rx="8" fill="${ACCENT}"/><path d="${MARK_ARROW}" fill="${WHITE}"/></g>`;

/** The illustration fitted whole into CARD, centred, its corners rounded. */
function card({ href, width, height }: NonNullable<SharePictureContent['illustration']>): string {
  const scale = Math.min(CARD.width / width, CARD.height / height);
  const w = round(width * scale);
  const h = round(height * scale);
  const x = round(CARD.x + (CARD.width - w) / 2);
  const y = round(CARD.y + (CARD.height - h) / 2);
  return (
    `<defs><clipPath id="card"><rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${CARD.radius}"/></clipPath></defs>` +
    `<image x="${x}" y="${y}" width="${w}" height="${h}" preserveAspectRatio="xMidYMid meet" clip-path="url(#card)" href="${href}"/>`
  );
}

const round = (n: number) => Math.round(n * 100) / 100;

export function composeSharePicture(content: SharePictureContent, text: TextSetter): string {
  const { title, brandName, domain, illustration } = content;
  const maxWidth = illustration ? TITLE_WIDTH.illustrated : TITLE_WIDTH.alone;
  const { size, lines } = titleLayout(title, text, maxWidth);
  const lineHeight = size * LINE_HEIGHT;
  // The title block is centred between the brand row (ends at 120) and the domain (starts at 530).
  const blockTop = 120 + (410 - lineHeight * lines.length) / 2;
  const titleShapes = lines
    .map((line, i) => text.draw('bold', line, size, PAD, blockTop + lineHeight * i + size * 0.93))
    .join('');
  const background = illustration ? card(illustration) : mark(812, 150, 330);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">` +
    `<title>${escapeMarkup(`${title} — ${brandName}`)}</title>` +
    `<rect width="${W}" height="${H}" fill="${INK}"/>${background}` +
    mark(PAD, 56, 48) +
    `<g fill="${WHITE}">${text.draw('semibold', brandName, 28, PAD + 64, 90)}</g>` +
    `<rect x="${PAD}" y="${blockTop - 28}" width="72" height="6" rx="3" fill="${ACCENT}"/>` +
    `<g fill="${WHITE}">${titleShapes}</g>` +
    `<g fill="${MUTED}">${text.draw('regular', domain, 24, PAD, H - 56)}</g>` +
    `</svg>`
  );
}
