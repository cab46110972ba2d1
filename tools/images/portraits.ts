/** People's photos and letters of recommendation: placeholders a real agency replaces with its own. */
import { PALETTES, LINE, PAPER } from './palettes.ts';
import { hash, rect } from './svg.ts';

/** Two letters: the initials of the file name's first words. */
const initials = (name: string) =>
  name
    .split('-')
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

/** A person: head and shoulders with their initials. */
export function drawPerson(name: string, w: number, h: number): string {
  const p = PALETTES[hash(name) % PALETTES.length] ?? PALETTES[0];
  const min = Math.min(w, h);
  const bg = p?.main ?? '#555';
  return `<rect width="${w}" height="${h}" fill="${p?.ground ?? '#eee'}"/><circle cx="${w / 2}" cy="${h * 0.4}" r="${min * 0.2}" fill="${bg}"/><ellipse cx="${w / 2}" cy="${h * 0.98}" rx="${min * 0.36}" ry="${min * 0.3}" fill="${bg}"/><text x="${w / 2}" y="${h * 0.4}" dy=".35em" text-anchor="middle" font-family="Arial,sans-serif" font-size="${min * 0.14}" font-weight="700" fill="${PAPER}">${initials(name)}</text>`;
}

/** A letter on a company's letterhead: a logo block, a heading, lines of text and a stamp. */
export function drawLetter(name: string, w: number, h: number): string {
  const p = PALETTES[hash(name) % PALETTES.length] ?? PALETTES[0];
  const bg = p?.main ?? '#555';
  const lines = Array.from({ length: 14 }, (_, i) =>
    rect(w * 0.12, h * (0.3 + i * 0.035), w * (i % 4 === 3 ? 0.5 : 0.76), h * 0.012, LINE),
  ).join('');
  return (
    rect(0, 0, w, h, PAPER) +
    rect(w * 0.12, h * 0.08, w * 0.3, h * 0.05, bg) +
    rect(w * 0.3, h * 0.2, w * 0.4, h * 0.025, '#6b7080') +
    lines +
    `<circle cx="${w * 0.75}" cy="${h * 0.88}" r="${w * 0.08}" fill="none" stroke="${bg}" stroke-width="${w * 0.01}"/>`
  );
}
