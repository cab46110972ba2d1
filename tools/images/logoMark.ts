/**
 * Client logos: a simple geometric mark, different for every client, and a short fictional wordmark
 * (the brand's name in capitals), on a white plate. The table says which mark and colour each client has.
 */
import { gearPath } from './glyphs.ts';
import { PALETTES, PAPER } from './palettes.ts';
import { escapeMarkup } from '../../site/rules/escapeMarkup.ts';
import { circle, hash, line, path, rect } from './svg.ts';

/** Marks in a 40 × 40 box, drawn in one colour `c` (and white cut-outs). */
const MARKS: Record<string, (c: string) => string> = {
  sunrise: (c) => path('M4 26a16 16 0 0 1 32 0Z', c) + rect(2, 29, 36, 3, c, 1.5) + rect(8, 35, 24, 3, c, 1.5),
  cog: (c) => path(gearPath(20, 20, 18, 13.5, 9), c) + circle(20, 20, 6, PAPER),
  gem: (c) => path('M4 14L12 4H28L36 14L20 37Z', c) + line('M4 14H36M12 4L20 14L28 4M20 14V37', PAPER, 1.4),
  spiral: (c) =>
    line('M20 20m0 -3a3 3 0 1 1 -3 3a7 7 0 0 1 7 -7a10 10 0 0 1 10 10a14 14 0 0 1 -14 14a17 17 0 0 1 -17 -17', c, 3.4),
  lightning: (c) => path('M23 2L7 23H18L15 38L33 15H21Z', c),
  plus: (c) => rect(14, 3, 12, 34, c, 3) + rect(3, 14, 34, 12, c, 3),
  pine: (c) => path('M20 2L31 16H25L34 28H24V38H16V28H6L15 16H9Z', c),
  book: (c) =>
    path('M3 8C9 6 15 7 19 10V36C15 33 9 32 3 34Z', c) + path('M37 8C31 6 25 7 21 10V36C25 33 31 32 37 34Z', c),
  wheat: (c) =>
    line('M20 38V10', c, 2.4) +
    [10, 17, 24]
      .map((y) =>
        path(
          `M19 ${y + 6}C12 ${y + 4} 11 ${y - 2} 12 ${y - 4}C17 ${y - 2} 19 ${y + 1} 19 ${y + 6}ZM21 ${y + 6}C28 ${y + 4} 29 ${y - 2} 28 ${y - 4}C23 ${y - 2} 21 ${y + 1} 21 ${y + 6}Z`,
          c,
        ),
      )
      .join('') +
    path('M20 2C23 5 23 9 20 11C17 9 17 5 20 2Z', c),
  drop: (c) =>
    path('M20 2C27 12 33 19 33 25a13 13 0 0 1 -26 0C7 19 13 12 20 2Z', c) +
    path('M14 25a6 6 0 0 0 6 6', 'none') +
    line('M13 25a7 7 0 0 0 7 7', PAPER, 2.4),
  blocks: (c) => rect(2, 22, 16, 16, c, 1) + rect(22, 22, 16, 16, c, 1) + rect(12, 4, 16, 16, c, 1),
  swoosh: (c) => path('M2 28C12 32 24 30 38 12C30 30 16 40 4 34Z', c) + circle(31, 9, 4, c),
  asterisk: (c) => line('M20 3V37M5.3 11.5L34.7 28.5M5.3 28.5L34.7 11.5', c, 4.2) + circle(20, 20, 5, c),
  beam: (c) => path('M4 4H36V11H24V29H36V36H4V29H16V11H4Z', c),
  cube: (c) => path('M20 2L36 11V29L20 38L4 29V11Z', c) + line('M4 11L20 20L36 11M20 20V38', PAPER, 2),
  pulse: (c) => circle(20, 20, 18, c) + line('M6 21H13L16 13L21 28L25 17L27 21H34', PAPER, 2.6),
  hanger: (c) => line('M20 12a4 4 0 1 1 4 -4M20 12V15L3 30H37L20 15', c, 3.4),
  mountain: (c) => path('M1 36L14 12L21 24L27 15L39 36Z', c) + path('M14 12L10 19.5L14 18L17 20Z', PAPER),
  stripes: (c) => rect(2, 5, 36, 7, c, 3.5) + rect(8, 16.5, 30, 7, c, 3.5) + rect(14, 28, 24, 7, c, 3.5),
  steps: (c) => path('M3 36V28H13V19H23V10H33V2H38V36Z', c),
  shield: (c) =>
    path('M20 2L36 8V20C36 30 28 36 20 39C12 36 4 30 4 20V8Z', c) +
    path('M20 10L23 17H30L24.5 21.5L26.5 29L20 24.5L13.5 29L15.5 21.5L10 17H17Z', PAPER),
  sun: (c) =>
    circle(20, 20, 9, c) +
    line(
      'M20 2V7M20 33V38M2 20H7M33 20H38M7.3 7.3L10.8 10.8M29.2 29.2L32.7 32.7M7.3 32.7L10.8 29.2M29.2 10.8L32.7 7.3',
      c,
      3,
    ),
  house: (c) => path('M20 3L38 19H33V37H7V19H2Z', c) + rect(16, 25, 8, 12, PAPER, 1),
  squares: (c) =>
    path('M20 1L39 20L20 39L1 20Z', c) +
    path('M20 11L29 20L20 29L11 20Z', PAPER) +
    path('M20 15L25 20L20 25L15 20Z', c),
  chevrons: (c) => line('M6 22L20 9L34 22M6 34L20 21L34 34', c, 5),
  rings: (c) => `<circle cx="20" cy="20" r="16" fill="none" stroke="${c}" stroke-width="5"/>` + circle(20, 20, 6, c),
  arch: (c) => path('M4 38V18a16 16 0 0 1 32 0V38H28V20a8 8 0 0 0 -16 0V38Z', c),
  nut: (c) => path('M11 4H29L38 20L29 36H11L2 20Z', c) + circle(20, 20, 7.5, PAPER),
  leaf: (c) => path('M6 34C4 16 16 4 36 4C36 24 24 36 6 34Z', c) + line('M8 32L26 14', PAPER, 2),
  crown: (c) => path('M3 12L12 20L20 6L28 20L37 12L33 32H7Z', c) + rect(7, 34, 26, 4, c, 1),
};

interface Client {
  word: string;
  mark: keyof typeof MARKS;
  palette: number;
}

/** Client logos by file name: wordmark, mark, palette (PALETTES) index. */
export const CLIENTS: Record<string, Client> = {
  'agroholding-pole': { word: 'ПОЛЕ', mark: 'sunrise', palette: 5 },
  agrotekhnika: { word: 'АГРОТЕХНИКА', mark: 'cog', palette: 1 },
  almaz: { word: 'АЛМАЗ', mark: 'gem', palette: 6 },
  'dom-tekstilya': { word: 'ДОМ ТЕКСТИЛЯ', mark: 'spiral', palette: 4 },
  'elektromash-ural': { word: 'ЭЛЕКТРОМАШ', mark: 'lightning', palette: 7 },
  farmagrad: { word: 'ФАРМАГРАД', mark: 'plus', palette: 1 },
  kedr: { word: 'КЕДР', mark: 'pine', palette: 5 },
  'kolledzh-profil': { word: 'ПРОФИЛЬ', mark: 'book', palette: 3 },
  'kuban-zerno-treyd': { word: 'КУБАНЬ ЗЕРНО', mark: 'wheat', palette: 7 },
  medlab: { word: 'МЕДЛАБ', mark: 'drop', palette: 9 },
  monolit: { word: 'МОНОЛИТ', mark: 'blocks', palette: 8 },
  obuvstil: { word: 'ОБУВЬСТИЛЬ', mark: 'swoosh', palette: 2 },
  'polyarnyy-gmk': { word: 'ПОЛЯРНЫЙ ГМК', mark: 'asterisk', palette: 6 },
  'profil-stal-povolzhye': { word: 'ПРОФИЛЬ-СТАЛЬ', mark: 'beam', palette: 8 },
  promsnab: { word: 'ПРОМСНАБ', mark: 'cube', palette: 0 },
  puls: { word: 'ПУЛЬС', mark: 'pulse', palette: 4 },
  'severnaya-moda': { word: 'СЕВЕРНАЯ МОДА', mark: 'hanger', palette: 3 },
  'severnyy-gok': { word: 'СЕВЕРНЫЙ ГОК', mark: 'mountain', palette: 0 },
  'severnyy-prokatnyy-zavod': { word: 'СПЗ', mark: 'stripes', palette: 8 },
  shag: { word: 'ШАГ', mark: 'steps', palette: 2 },
  'sibirskiy-politekh': { word: 'СИБПОЛИТЕХ', mark: 'shield', palette: 0 },
  stepnoy: { word: 'СТЕПНОЙ', mark: 'sun', palette: 7 },
  stroyinvest: { word: 'СТРОЙИНВЕСТ', mark: 'house', palette: 2 },
  'stroytorg-centr': { word: 'СТРОЙТОРГ', mark: 'squares', palette: 4 },
  tekhsnab: { word: 'ТЕХСНАБ', mark: 'chevrons', palette: 9 },
  'uralskiy-trubnyy-zavod': { word: 'УТЗ', mark: 'rings', palette: 6 },
  uyut: { word: 'УЮТ', mark: 'arch', palette: 2 },
  'volzhskiy-metiznyy-zavod': { word: 'ВМЗ', mark: 'nut', palette: 3 },
  'zdorovye-plus': { word: 'ЗДОРОВЬЕ+', mark: 'leaf', palette: 1 },
  'zoloto-urala': { word: 'ЗОЛОТО УРАЛА', mark: 'crown', palette: 7 },
};

const markNames = Object.keys(MARKS);

/** A client's logo, `w` × `h`: the table's mark and wordmark, or for an unknown client one picked by its name. */
export function drawLogo(name: string, w: number, h: number): string {
  const client = CLIENTS[name] ?? {
    word: name
      .split('-')
      .map((word) => word.charAt(0).toUpperCase())
      .join(''),
    mark: markNames[hash(name) % markNames.length] ?? 'cube',
    palette: hash(name) % PALETTES.length,
  };
  const p = PALETTES[client.palette % PALETTES.length] ?? PALETTES[0];
  const colour = client.mark === 'crown' || client.mark === 'sun' ? '#d99a0b' : (p?.main ?? '#333');
  const size = h * 0.56;
  const x = h * 0.22;
  const textX = x + size + h * 0.16;
  const room = w - textX - h * 0.12;
  const fontSize = Math.min(h * 0.27, room / (client.word.length * 0.8));
  const mark = MARKS[client.mark]?.(colour) ?? '';
  return (
    rect(0, 0, w, h, PAPER, h / 8) +
    `<g transform="translate(${Math.round(x * 10) / 10} ${Math.round(((h - size) / 2) * 10) / 10}) scale(${Math.round((size / 40) * 1000) / 1000})">${mark}</g>` +
    `<text x="${Math.round(textX)}" y="${Math.round(h / 2)}" dy=".35em" font-family="Arial,Helvetica,sans-serif" font-size="${Math.round(fontSize * 10) / 10}" font-weight="700" letter-spacing=".5" fill="${p?.ink ?? '#222'}">${escapeMarkup(client.word)}</text>`
  );
}
