/**
 * Inter, the site's typeface, set as outlines for the share pictures (decision 025). The site serves
 * Inter from @fontsource-variable/inter as WOFF2 subsets of the variable font; resvg reads neither WOFF2
 * nor a variable font's weights, and fontkit cannot apply weights to a WOFF2 font. So the pictures take
 * the same typeface (Google Fonts' Inter 4, as fontsource's) from @expo-google-fonts/inter, which ships
 * each weight as a static TTF with its OFL licence: fontkit lays the text out (kerning, ligatures) and
 * measures it for wrapping, and gives each glyph's outline. resvg then draws only shapes: no font
 * lookup, the same pixels on every machine, and the widths the wrapping measured are the widths drawn.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

export const SHARE_FONT_PACKAGE = '@expo-google-fonts/inter';

/** The weights the pictures use: the title bold, the brand semibold, the address regular. */
export const FACE_FILES = {
  bold: '700Bold/Inter_700Bold.ttf',
  semibold: '600SemiBold/Inter_600SemiBold.ttf',
  regular: '400Regular/Inter_400Regular.ttf',
} as const;
export type FaceName = keyof typeof FACE_FILES;

/** Text in one face at one size: how wide it is, and its glyphs as SVG shapes. */
export interface TextSetter {
  width(face: FaceName, text: string, size: number): number;
  /** `text` with its baseline starting at (x, baseline): one `<path>` per glyph, filled as their parent says. */
  draw(face: FaceName, text: string, size: number, x: number, baseline: number): string;
}

const round = (n: number, digits: number) => Number(n.toFixed(digits));

export function faceFile(face: FaceName): string {
  return createRequire(import.meta.url).resolve(`${SHARE_FONT_PACKAGE}/${FACE_FILES[face]}`);
}

/**
 * Reads the three faces (some 1 MB of TTF, parsed once per build). Layouts are slow (half a millisecond
 * for a line) and a title is measured many times while it is wrapped, so each word's width is kept, per
 * face, at a size of 1; each glyph's outline is kept in font units and placed by a transform.
 */
export function loadInterFaces(): TextSetter {
  const fonts = {} as Record<FaceName, Font>;
  for (const face of Object.keys(FACE_FILES) as FaceName[]) {
    const font = create(readFileSync(faceFile(face)));
    if (!('layout' in font)) throw new Error(`${faceFile(face)} is a collection, not a font`);
    fonts[face] = font;
  }
  const widths = new Map<string, number>();
  const outlines = new Map<string, string>();
  return {
    width(face, text, size) {
      // A line's width is its words' and spaces', so wrapping a title lays each word out once, not once
      // for each line it is tried on. Inter kerns a few characters closer to a space and none apart
      // (checked on ASCII, Cyrillic and the typographic marks), so a line is never wider than measured.
      let unit = 0;
      for (const word of text.split(/( )/)) {
        const key = `${face}\n${word}`;
        let known = widths.get(key);
        if (known === undefined) {
          const font = fonts[face];
          known = font.layout(word).advanceWidth / font.unitsPerEm;
          widths.set(key, known);
        }
        unit += known;
      }
      return unit * size;
    },
    draw(face, text, size, x, baseline) {
      const font = fonts[face];
      const scale = size / font.unitsPerEm;
      const { glyphs, positions } = font.layout(text);
      let pen = 0;
      let shapes = '';
      glyphs.forEach((glyph, i) => {
        const { xAdvance, xOffset, yOffset } = positions[i] ?? { xAdvance: 0, xOffset: 0, yOffset: 0 };
        const key = `${face}\n${glyph.id}`;
        let d = outlines.get(key);
        if (d === undefined) {
          d = glyph.path.toSVG();
          outlines.set(key, d);
        }
        // Font units grow upwards from the baseline; SVG's y grows downwards.
        const left = round(x + (pen + xOffset) * scale, 2);
        const top = round(baseline - yOffset * scale, 2);
        if (d)
          shapes += `<path transform="translate(${left} ${top}) scale(${round(scale, 6)} ${-round(scale, 6)})" d="${d}"/>`;
        pen += xAdvance;
      });
      return shapes;
    },
  };
}
