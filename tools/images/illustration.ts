/**
 * An illustration (a cover, a hero, a share picture, a video poster): its subject's motif on a pale
 * ground, centred and scaled to the picture, and the words that describe it in each locale.
 */
import { GLYPHS } from './glyphs.ts';
import { MOTIFS } from './motifs.ts';
import { PAPER, type Palette } from './palettes.ts';
import { circle, group, path } from './svg.ts';
import type { Subject } from './subjectOf.ts';

export type Locale = 'en' | 'ru';

/** The alt text of an illustration: what is drawn, on which ground, and the play button of a video poster. */
export function describe({ motif, glyph }: Subject, p: Palette, locale: Locale, video = false): string {
  const g = glyph ? GLYPHS[glyph][locale] : undefined;
  const scene = MOTIFS[motif][locale](g);
  return locale === 'en'
    ? `Illustration: ${scene}, on ${/^[aeiou]/.test(p.en) ? 'an' : 'a'} ${p.en} background${video ? ', with a play button' : ''}`
    : `Иллюстрация: ${scene}, на ${p.ru} фоне${video ? ', с кнопкой воспроизведения' : ''}`;
}

/** The picture's body, `w` × `h`. */
export function drawIllustration({ motif, glyph }: Subject, p: Palette, w: number, h: number, video = false): string {
  const scale = Math.min((w * 0.86) / 160, (h * 0.84) / 100);
  const x = (w - 160 * scale) / 2;
  const y = (h - 100 * scale) / 2;
  const min = Math.min(w, h);
  const play = video
    ? circle(w / 2, h / 2, min * 0.12, p.ink) +
      path(`M${w / 2 - min * 0.04} ${h / 2 - min * 0.06}v${min * 0.12}l${min * 0.1} ${-min * 0.06}Z`, PAPER)
    : '';
  return (
    `<rect width="${w}" height="${h}" fill="${p.ground}"/>` +
    circle(w * 0.9, h * 0.12, min * 0.3, p.tint) +
    circle(w * 0.06, h * 0.95, min * 0.18, p.tint) +
    group(x, y, scale, MOTIFS[motif].draw(p, glyph)) +
    play
  );
}
