/**
 * What each picture of the fixtures is: a client's logo, a person, a letter, or an illustration of
 * its subject with a palette. Illustrations shown on pages get palettes that keep their descriptions
 * distinct from one another (a page never has two pictures described alike); share pictures (og/) are
 * never shown on a page and take their palette from the file name.
 */
import type { Image } from '../../contracts/image.ts';
import { describe, drawIllustration } from './illustration.ts';
import { drawLogo } from './logoMark.ts';
import { PALETTES, paletteAt } from './palettes.ts';
import { drawLetter, drawPerson } from './portraits.ts';
import { hash } from './svg.ts';
import { subjectOf, type Subject } from './subjectOf.ts';

export interface Planned {
  /** The SVG's elements, without the root and its title. */
  body: string;
  /** For an illustration, the alt texts that describe it. */
  alt?: { en: string; ru: string };
}

const nameOf = (src: string) =>
  src
    .split('/')
    .pop()
    ?.replace(/\.svg$/, '') ?? '';

export function planPictures(images: Iterable<Image>): Map<string, Planned> {
  const planned = new Map<string, Planned>();
  const said = new Set<string>();
  for (const { src, alt, width: w, height: h } of [...images].sort((a, b) => a.src.localeCompare(b.src))) {
    const kind = src.split('/')[2] ?? '';
    const name = nameOf(src);
    if (kind === 'clients') planned.set(src, { body: drawLogo(name, w, h) });
    else if (kind === 'people' || kind === 'team') planned.set(src, { body: drawPerson(name, w, h) });
    else if (kind === 'letters') planned.set(src, { body: drawLetter(name, w, h) });
    else {
      const subject: Subject = subjectOf(src, alt);
      const video = kind === 'video';
      const start = hash(src) % PALETTES.length;
      const options = PALETTES.map((_, i) => paletteAt(start + i));
      const palette =
        kind === 'og'
          ? paletteAt(start)
          : (options.find((p) => !said.has(describe(subject, p, 'en', video))) ?? paletteAt(start));
      const en = describe(subject, palette, 'en', video);
      if (kind !== 'og') said.add(en);
      planned.set(src, {
        body: drawIllustration(subject, palette, w, h, video),
        alt: { en, ru: describe(subject, palette, 'ru', video) },
      });
    }
  }
  return planned;
}
