/**
 * Flat colour schemes of the pictures: a pale ground, a main colour, a darker ink, an accent and a
 * light tint. Each has a name in both locales, so an alt text can say what ground the picture has.
 */
export interface Palette {
  ground: string;
  main: string;
  ink: string;
  accent: string;
  tint: string;
  en: string;
  ru: string;
}

const LIGHT_BLUE: Palette = {
  ground: '#e6f0fb',
  main: '#2f6fd6',
  ink: '#1b2f55',
  accent: '#ffb020',
  tint: '#b9d2f5',
  en: 'light blue',
  ru: 'голубом',
};

export const PALETTES: readonly Palette[] = [
  LIGHT_BLUE,
  { ground: '#e3f4ef', main: '#14977a', ink: '#12443b', accent: '#ff7a59', tint: '#a7dfcf', en: 'mint', ru: 'мятном' },
  {
    ground: '#fdf0e3',
    main: '#e0702a',
    ink: '#4a2812',
    accent: '#2f6fd6',
    tint: '#f7c9a4',
    en: 'peach',
    ru: 'персиковом',
  },
  {
    ground: '#efe9fb',
    main: '#6a4bd1',
    ink: '#2a1d5c',
    accent: '#ffc83d',
    tint: '#cfc2f3',
    en: 'lavender',
    ru: 'лавандовом',
  },
  { ground: '#fbe8ec', main: '#d23c5b', ink: '#4d1624', accent: '#1ea29b', tint: '#f3b5c3', en: 'pink', ru: 'розовом' },
  {
    ground: '#eef3e1',
    main: '#5d9a2c',
    ink: '#263d12',
    accent: '#e5a312',
    tint: '#c9e0a8',
    en: 'pale green',
    ru: 'салатовом',
  },
  {
    ground: '#e5eef2',
    main: '#2b7f9e',
    ink: '#143644',
    accent: '#f2c14e',
    tint: '#add3e1',
    en: 'grey-blue',
    ru: 'серо-голубом',
  },
  {
    ground: '#fbf3dc',
    main: '#c98a0b',
    ink: '#4a3305',
    accent: '#3d5a99',
    tint: '#f0d98f',
    en: 'sand',
    ru: 'песочном',
  },
  {
    ground: '#eceef3',
    main: '#3b4a6b',
    ink: '#1a2233',
    accent: '#ef6a3a',
    tint: '#c3cad9',
    en: 'light grey',
    ru: 'светло-сером',
  },
  {
    ground: '#e2f5f8',
    main: '#0f9fb5',
    ink: '#0c3f48',
    accent: '#ee5a8a',
    tint: '#a4e1ea',
    en: 'aqua',
    ru: 'бирюзовом',
  },
  {
    ground: '#f3ece4',
    main: '#8a5a3c',
    ink: '#3b2417',
    accent: '#3fa7a0',
    tint: '#dcc4ae',
    en: 'beige',
    ru: 'бежевом',
  },
  {
    ground: '#e6f0e6',
    main: '#3f7d4e',
    ink: '#18331f',
    accent: '#e86f5c',
    tint: '#b5d4bb',
    en: 'sage',
    ru: 'серо-зелёном',
  },
];

/** The palette at `index`, counted round the list. */
export const paletteAt = (index: number): Palette => PALETTES[index % PALETTES.length] ?? LIGHT_BLUE;

/** White for screens and cards, shared by every palette. */
export const PAPER = '#ffffff';
/** Grey for placeholder lines of text in screens. */
export const LINE = '#cfd5df';
