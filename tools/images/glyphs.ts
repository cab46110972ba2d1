/**
 * Subject glyphs: small flat drawings of the things a client makes or sells (a ring, a sofa, a steel
 * beam…), each in a 40 × 40 box. A scene puts one in its product cards or on a badge; an industry
 * picture draws it large. Each glyph has the words an alt text uses for it.
 */
import type { Palette } from './palettes.ts';
import { PAPER, LINE } from './palettes.ts';
import { circle, ellipse, group, line, path, rect } from './svg.ts';

export interface Glyph {
  /** One of it, in a sentence: "a ring with a gem" / "кольцо с камнем". */
  en: string;
  ru: string;
  draw: (p: Palette) => string;
}

const STEEL = '#8e99ab';
const STEEL_DARK = '#4f5a6c';
const GOLD = '#e2b13c';
const MOLTEN = '#ff8a1f';
const RED = '#e0475a';

/** A cog wheel's outline: `teeth` teeth between radii `inner` and `outer` around (cx, cy). */
export function gearPath(cx: number, cy: number, outer: number, inner: number, teeth: number) {
  const points: string[] = [];
  for (let i = 0; i < teeth * 4; i++) {
    const angle = (i / (teeth * 4)) * Math.PI * 2;
    const r = i % 4 < 2 ? outer : inner;
    points.push(
      `${Math.round((cx + r * Math.cos(angle)) * 10) / 10} ${Math.round((cy + r * Math.sin(angle)) * 10) / 10}`,
    );
  }
  return `M${points.join('L')}Z`;
}

const grain = (x: number, y: number, angle: number) =>
  `<ellipse cx="${x}" cy="${y}" rx="2.2" ry="4.2" fill="${GOLD}" transform="rotate(${angle} ${x} ${y})"/>`;

export const GLYPHS = {
  ring: {
    en: 'a gold ring with a gem',
    ru: 'золотое кольцо с камнем',
    draw: () =>
      `<circle cx="20" cy="26" r="10" fill="none" stroke="${GOLD}" stroke-width="3.6"/>` +
      path('M12 13L16.5 7.5H23.5L28 13L20 21.5Z', '#6cd0ef') +
      line('M12 13H28M16.5 7.5L20 13L23.5 7.5M20 13V21.5', PAPER, 0.8),
  },
  sofa: {
    en: 'a sofa',
    ru: 'диван',
    draw: (p) =>
      rect(7, 10, 26, 12, p.main, 3) +
      rect(5, 19, 30, 9, p.main, 2) +
      rect(8, 18, 11.5, 5, p.tint, 2) +
      rect(20.5, 18, 11.5, 5, p.tint, 2) +
      rect(2, 15, 6, 14, p.ink, 2.5) +
      rect(32, 15, 6, 14, p.ink, 2.5) +
      rect(6, 29, 2.5, 5, p.ink) +
      rect(31.5, 29, 2.5, 5, p.ink),
  },
  towels: {
    en: 'a stack of folded towels',
    ru: 'стопка сложенных полотенец',
    draw: (p) =>
      rect(5, 26, 30, 8, p.main, 2.5) +
      rect(7, 18, 26, 8, p.accent, 2.5) +
      rect(9, 10, 22, 8, p.tint, 2.5) +
      line('M8 30H32M10 22H30M12 14H28', PAPER, 1),
  },
  beams: {
    en: 'steel I-beams',
    ru: 'стальные двутавровые балки',
    draw: () =>
      path('M3 8H17V12H12.5V28H17V32H3V28H7.5V12H3Z', STEEL) +
      path('M21 8H35V12H30.5V28H35V32H21V28H25.5V12H21Z', STEEL_DARK) +
      rect(1, 33, 38, 3, STEEL_DARK, 1),
  },
  pipes: {
    en: 'a stack of steel pipes',
    ru: 'штабель стальных труб',
    draw: () =>
      [
        [11, 29],
        [29, 29],
        [20, 29],
        [15.5, 20],
        [24.5, 20],
        [20, 11],
      ]
        .map(([x = 0, y = 0]) => circle(x, y, 5, STEEL) + circle(x, y, 2.8, STEEL_DARK))
        .join(''),
  },
  bolts: {
    en: 'a bolt and a nut',
    ru: 'болт и гайка',
    draw: () =>
      path('M5 20L9 13H17L21 20L17 27H9Z', STEEL) +
      circle(13, 20, 3.2, STEEL_DARK) +
      rect(24, 5, 12, 6, STEEL_DARK, 1) +
      rect(27, 11, 6, 24, STEEL) +
      line('M27 15L33 17M27 19L33 21M27 23L33 25M27 27L33 29', STEEL_DARK, 0.9),
  },
  wheat: {
    en: 'ears of wheat',
    ru: 'колосья пшеницы',
    draw: () =>
      line('M20 37V9M12 37C12 28 13 22 14 16M28 37C28 28 27 22 26 16', '#b07a10', 1.4) +
      [8, 13, 18, 23].map((y) => grain(17.3, y, -28) + grain(22.7, y, 28)).join('') +
      grain(20, 6, 0) +
      [15, 20].map((y) => grain(12, y, -20) + grain(28, y, 20)).join(''),
  },
  crane: {
    en: 'a tower crane',
    ru: 'башенный кран',
    draw: (p) =>
      rect(11, 7, 4, 28, '#f2b01e') +
      line('M11 11L15 15M15 15L11 19M11 19L15 23M15 23L11 27M11 27L15 31', '#8a5a00', 0.7) +
      rect(3, 6, 35, 3, '#f2b01e') +
      path('M13 2L11 6H15Z', '#f2b01e') +
      rect(3, 9, 6, 4, p.ink) +
      line('M31 9V21', p.ink, 0.8) +
      rect(28, 21, 6, 4, p.main) +
      rect(6, 35, 14, 3, p.ink),
  },
  medical: {
    en: 'a red medical cross',
    ru: 'красный медицинский крест',
    draw: () => circle(20, 20, 17, PAPER) + rect(15, 6, 10, 28, RED, 2) + rect(6, 15, 28, 10, RED, 2),
  },
  pill: {
    en: 'a capsule',
    ru: 'капсула',
    draw: (p) =>
      `<g transform="rotate(-40 20 20)">${rect(5, 13, 30, 14, PAPER, 7)}${path('M20 13H12a7 7 0 0 0 0 14H20Z', p.accent)}</g>`,
  },
  cap: {
    en: 'a graduation cap',
    ru: 'академическая шапочка',
    draw: (p) =>
      path('M11 18V26C11 30 29 30 29 26V18L20 22Z', p.ink) +
      path('M20 8L37 15L20 22L3 15Z', p.main) +
      line('M33 17V27', p.accent, 1.3) +
      circle(33, 28, 1.8, p.accent),
  },
  shirt: {
    en: 'a T-shirt',
    ru: 'футболка',
    draw: (p) => path('M14 6L5 11L8.5 18.5L13 16.5V35H27V16.5L31.5 18.5L35 11L26 6C24 9.5 16 9.5 14 6Z', p.main),
  },
  shoe: {
    en: 'a trainer',
    ru: 'кроссовок',
    draw: (p) =>
      path('M4 27V14C9 15 12 13 14 10L22 19C27 20 35 21 36 26V29H4Z', p.main) +
      rect(3, 28, 34, 4, p.ink, 2) +
      line('M15 14L18 12M17.5 16.5L20.5 14.5', PAPER, 1.1),
  },
  gear: {
    en: 'a gear wheel',
    ru: 'шестерня',
    draw: (p) => path(gearPath(20, 20, 17, 13, 10), p.main) + circle(20, 20, 6, PAPER) + circle(20, 20, 3, p.ink),
  },
  truck: {
    en: 'a lorry',
    ru: 'грузовик',
    draw: (p) =>
      rect(2, 9, 23, 19, p.main, 1.5) +
      path('M26 14H32L38 21V28H26Z', p.ink) +
      rect(28, 16, 4.5, 5, p.tint) +
      circle(10, 30, 4.2, p.ink) +
      circle(31, 30, 4.2, p.ink) +
      circle(10, 30, 1.6, PAPER) +
      circle(31, 30, 1.6, PAPER),
  },
  ladle: {
    en: 'a ladle pouring molten metal',
    ru: 'ковш с расплавленным металлом',
    draw: () =>
      `<g transform="rotate(18 16 20)">${path('M3 9H27L24 31H6Z', STEEL_DARK)}${ellipse(15, 9.5, 12, 2.6, MOLTEN)}</g>` +
      line('M27 15C31 17 32 24 31.5 34', MOLTEN, 3) +
      ellipse(31.5, 35.5, 7, 2.2, MOLTEN),
  },
  minecart: {
    en: 'a mine cart full of ore',
    ru: 'вагонетка с рудой',
    draw: () =>
      circle(13, 15, 5, '#5b4a3f') +
      circle(21, 13, 6, '#7a6656') +
      circle(28, 15.5, 4.5, '#5b4a3f') +
      path('M5 16H35L31 30H9Z', '#a0673a') +
      line('M8 20H32', '#7a4a24', 1) +
      circle(13, 31, 3.2, STEEL_DARK) +
      circle(27, 31, 3.2, STEEL_DARK) +
      line('M1 35H39', STEEL_DARK, 1.4),
  },
  parcel: {
    en: 'a parcel',
    ru: 'посылка',
    draw: () => rect(6, 10, 28, 24, '#c8955a', 2) + rect(17, 10, 6, 24, '#ecc795') + line('M6 16H34', '#a87840', 1),
  },
  building: {
    en: 'an office building',
    ru: 'офисное здание',
    draw: (p) =>
      rect(9, 4, 22, 33, p.main, 1.5) +
      [0, 1, 2, 3, 4]
        .map((row) => rect(12.5, 8 + row * 5.5, 5, 3.2, p.tint) + rect(22.5, 8 + row * 5.5, 5, 3.2, p.tint))
        .join('') +
      rect(17, 31, 6, 6, p.ink),
  },
  heart: {
    en: 'a heart with a pulse line',
    ru: 'сердце с линией пульса',
    draw: () =>
      path(
        'M20 34C9 26 4 20 4 13.5C4 8.5 8 5 12.5 5C16 5 18.5 7 20 9.5C21.5 7 24 5 27.5 5C32 5 36 8.5 36 13.5C36 20 31 26 20 34Z',
        RED,
      ) + line('M7 19H14L16.5 14L20 24L23 17L25 19H33', PAPER, 1.6),
  },
  document: {
    en: 'a signed document',
    ru: 'подписанный документ',
    draw: (p) =>
      rect(8, 3, 24, 33, PAPER, 2) +
      line('M12 10H28M12 15H28M12 20H22', LINE, 1.6) +
      line('M12 29C14 25 16 31 18 27S22 29 24 27', p.main, 1.3) +
      circle(30, 32, 6, p.accent) +
      line('M27.3 32L29.3 34L32.8 30', PAPER, 1.4),
  },
} satisfies Record<string, Glyph>;

export type GlyphId = keyof typeof GLYPHS;

/** A glyph at (x, y), `size` units across. */
export const placeGlyph = (id: GlyphId, p: Palette, x: number, y: number, size: number) =>
  group(x, y, size / 40, GLYPHS[id].draw(p));

/** A glyph defined once in a picture (id "glyph"), for `useGlyph` to repeat: shorter files than drawing it each time. */
export const defineGlyph = (id: GlyphId, p: Palette) => `<defs><g id="glyph">${GLYPHS[id].draw(p)}</g></defs>`;

/** The defined glyph at (x, y), `size` units across. */
export const useGlyph = (x: number, y: number, size: number) =>
  `<use href="#glyph" transform="translate(${x} ${y}) scale(${Math.round((size / 40) * 1000) / 1000})"/>`;

/** A round badge with a glyph in it, centred on (cx, cy). */
export const badge = (id: GlyphId, p: Palette, cx: number, cy: number, r: number) =>
  circle(cx, cy, r, PAPER) +
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${p.tint}" stroke-width="1.5"/>` +
  placeGlyph(id, p, cx - r * 0.72, cy - r * 0.72, r * 1.44);
