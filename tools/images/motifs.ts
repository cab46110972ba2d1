/**
 * Subject motifs: flat scenes in a 160 × 100 box, one per kind of work or subject (an online store,
 * a B2B portal, a CRM funnel, technical support, a steelworks…). Each says in both locales what it
 * draws, so the fixtures' alt texts can describe the picture. A motif may show a subject glyph
 * (the client's product) in its cards or on a badge.
 */
import { badge, defineGlyph, gearPath, placeGlyph, useGlyph, type GlyphId } from './glyphs.ts';
import { LINE, PAPER, type Palette } from './palettes.ts';
import { circle, line, path, rect } from './svg.ts';

export interface Motif {
  /** What the scene shows, without the glyph; `g` is the glyph's words when it has one. */
  en: (g?: string) => string;
  ru: (g?: string) => string;
  draw: (p: Palette, glyph?: GlyphId) => string;
}

/** A browser window: white page, a tinted bar with three dots. */
const browser = (x: number, y: number, w: number, h: number, p: Palette) =>
  rect(x, y, w, h, PAPER, 3) +
  path(`M${x} ${y + 3}a3 3 0 0 1 3 -3H${x + w - 3}a3 3 0 0 1 3 3V${y + 8}H${x}Z`, p.tint) +
  circle(x + 4, y + 4, 1.2, p.ink) +
  circle(x + 8, y + 4, 1.2, p.ink) +
  circle(x + 12, y + 4, 1.2, p.ink);

/** A phone: dark body, white screen. */
const phone = (x: number, y: number, w: number, h: number, p: Palette) =>
  rect(x, y, w, h, p.ink, 4) +
  rect(x + 2, y + 5, w - 4, h - 10, PAPER, 1.5) +
  rect(x + w / 2 - 3, y + 2, 6, 1.2, p.tint, 0.6);

/** Grey lines of text. */
const text = (x: number, y: number, widths: number[], gap = 4, width = 1.6) =>
  line(widths.map((w, i) => `M${x} ${y + i * gap}h${w}`).join(''), LINE, width);

const tick = (x: number, y: number, colour: string, width = 1.6) => line(`M${x} ${y}l2.5 2.5l5 -5`, colour, width);
const arrow = (d: string, colour: string, width = 2.4) => line(d, colour, width);
const person = (x: number, y: number, colour: string, skin = '#f1c7a5') =>
  circle(x, y, 6, skin) +
  path(`M${x - 10} ${y + 22}C${x - 10} ${y + 8} ${x + 10} ${y + 8} ${x + 10} ${y + 22}Z`, colour);

export const MOTIFS = {
  store: {
    en: (g) => `a shopping cart next to an online store page with product cards${g ? ` showing ${g}` : ''}`,
    ru: (g) => `тележка покупок рядом со страницей интернет-магазина с карточками товаров${g ? ` (${g})` : ''}`,
    draw: (p, g) =>
      (g ? defineGlyph(g, p) : '') +
      browser(8, 10, 104, 80, p) +
      [0, 1, 2, 3, 4, 5]
        .map((i) => {
          const x = 14 + (i % 3) * 32;
          const y = 23 + Math.floor(i / 3) * 33;
          return (
            rect(x, y, 28, 29, p.ground, 2) +
            (g ? useGlyph(x + 5, y + 1, 18) : rect(x + 8, y + 4, 12, 12, p.tint, 2)) +
            rect(x + 4, y + 20, 12, 2, p.ink, 1) +
            rect(x + 18, y + 20, 7, 4, p.accent, 1.5)
          );
        })
        .join('') +
      line('M113 40H121L128 70H149L155 48H124', p.ink, 3) +
      path('M125 51H153L148 66H129Z', p.main) +
      circle(132, 78, 4, p.ink) +
      circle(146, 78, 4, p.ink),
  },
  b2b: {
    en: (g) =>
      `a B2B portal with a sidebar, an order table with quantities and a contract price tag${g ? `, and a badge with ${g}` : ''}`,
    ru: (g) =>
      `B2B-портал с боковым меню, таблицей заказа с количествами и ярлыком договорной цены${g ? `, значок: ${g}` : ''}`,
    draw: (p, g) =>
      browser(8, 10, 116, 80, p) +
      rect(8, 18, 24, 72, p.ink) +
      line('M13 28h14M13 35h10M13 42h12M13 49h9', p.tint, 2) +
      [0, 1, 2, 3, 4, 5]
        .map(
          (i) =>
            rect(38, 24 + i * 10, 80, 8, i === 0 ? p.tint : i % 2 ? PAPER : p.ground, 1) +
            (i === 0
              ? ''
              : rect(42, 27 + i * 10, 30, 2, LINE) +
                rect(82, 27 + i * 10, 10, 2, p.ink) +
                rect(100, 26 + i * 10, 14, 4, p.main, 1)),
        )
        .join('') +
      path('M128 30H150L156 46L150 62H128Z', p.accent) +
      circle(133, 46, 3, PAPER) +
      line('M140 54L150 38', p.ink, 2) +
      circle(141, 40, 2.2, p.ink) +
      circle(149, 52, 2.2, p.ink) +
      (g ? badge(g, p, 142, 78, 12) : ''),
  },
  corporate: {
    en: (g) => `a corporate website page with a banner showing ${g ?? 'an office building'} and three content blocks`,
    ru: (g) => `страница корпоративного сайта с баннером (${g ?? 'офисное здание'}) и тремя блоками текста`,
    draw: (p, g) =>
      browser(14, 8, 132, 84, p) +
      rect(20, 20, 120, 36, p.main, 2) +
      line('M27 31h44M27 38h32', PAPER, 3) +
      rect(27, 44, 18, 6, p.accent, 2) +
      circle(118, 38, 16, p.tint) +
      placeGlyph(g ?? 'building', p, 103, 23, 30) +
      [0, 1, 2]
        .map(
          (i) =>
            rect(20 + i * 41, 62, 37, 24, p.ground, 2) +
            circle(27 + i * 41, 69, 3, p.main) +
            text(24 + i * 41, 77, [26, 18]),
        )
        .join(''),
  },
  mobile: {
    en: (g) =>
      `two smartphones, one showing an app's list of cards and the other a detail screen${g ? ` with ${g}` : ''}`,
    ru: (g) => `два смартфона, на одном список карточек приложения, на другом экран подробностей${g ? ` (${g})` : ''}`,
    draw: (p, g) =>
      circle(80, 50, 42, p.tint) +
      phone(42, 8, 38, 84, p) +
      [0, 1, 2, 3]
        .map(
          (i) =>
            rect(47, 16 + i * 17, 28, 14, p.ground, 2) +
            circle(53, 23 + i * 17, 3.5, p.main) +
            text(59, 21 + i * 17, [13, 9]),
        )
        .join('') +
      phone(86, 14, 38, 78, p) +
      rect(91, 21, 28, 28, p.ground, 2) +
      (g ? placeGlyph(g, p, 95, 25, 20) : circle(105, 35, 8, p.main)) +
      text(92, 56, [24, 18, 22]) +
      rect(92, 72, 26, 8, p.accent, 3),
  },
  crm: {
    en: (g) => `a sales funnel beside kanban columns of deal cards${g ? `, with a badge showing ${g}` : ''}`,
    ru: (g) => `воронка продаж рядом с канбан-колонками карточек сделок${g ? `, значок: ${g}` : ''}`,
    draw: (p, g) =>
      path('M8 14H58L52 32H14Z', p.main) +
      path('M15 35H51L46 53H20Z', p.accent) +
      path('M21 56H45L41 74H25Z', p.ink) +
      rect(29, 77, 8, 9, p.ink, 1) +
      [0, 1, 2]
        .map((col) => {
          const x = 66 + col * 30;
          const cards = [4, 3, 2][col] ?? 2;
          return (
            rect(x, 10, 27, 80, PAPER, 3) +
            rect(x, 10, 27, 6, [p.main, p.accent, p.ink][col] ?? p.main, 2) +
            Array.from(
              { length: cards },
              (_, i) => rect(x + 3, 20 + i * 16, 21, 13, p.ground, 1.5) + text(x + 6, 25 + i * 16, [14, 9]),
            ).join('')
          );
        })
        .join('') +
      (g ? badge(g, p, 144, 80, 11) : ''),
  },
  support: {
    en: (g) => `a support headset beside a ticket list and an uptime graph${g ? `, with a badge showing ${g}` : ''}`,
    ru: (g) => `гарнитура техподдержки рядом со списком заявок и графиком доступности${g ? `, значок: ${g}` : ''}`,
    draw: (p, g) =>
      circle(36, 50, 30, p.tint) +
      line('M18 52V46a18 18 0 0 1 36 0V52', p.ink, 4) +
      rect(12, 46, 11, 20, p.main, 4) +
      rect(49, 46, 11, 20, p.main, 4) +
      line('M54 66C54 74 46 76 38 76', p.ink, 2.4) +
      rect(32, 73, 8, 6, p.ink, 2) +
      rect(72, 10, 78, 44, PAPER, 3) +
      [0, 1, 2, 3]
        .map(
          (i) =>
            circle(79, 19 + i * 10, 2.4, [p.main, p.accent, p.main, '#3bb273'][i] ?? p.main) +
            text(85, 19 + i * 10, [42 - i * 5]) +
            rect(136, 17 + i * 10, 9, 4, p.ground, 2),
        )
        .join('') +
      rect(72, 60, 78, 30, PAPER, 3) +
      line('M77 80L88 76L97 78L106 70L115 72L124 66L133 68L145 64', '#3bb273', 2) +
      line('M77 85H145', LINE, 1) +
      (g ? badge(g, p, 148, 14, 9) : ''),
  },
  sla: {
    en: () => 'a stopwatch beside response-time bars that all stay under a dashed target line',
    ru: () => 'секундомер рядом со столбиками времени реакции, которые не выходят за пунктирную линию норматива',
    draw: (p) =>
      circle(44, 56, 32, p.tint) +
      rect(39, 12, 10, 8, p.ink, 2) +
      circle(44, 56, 27, PAPER) +
      `<circle cx="44" cy="56" r="27" fill="none" stroke="${p.ink}" stroke-width="5"/>` +
      path('M44 56V33A23 23 0 0 1 64 45Z', p.accent) +
      line('M44 56L56 44', p.ink, 3) +
      circle(44, 56, 3.5, p.ink) +
      rect(88, 14, 64, 76, PAPER, 3) +
      [30, 22, 34, 18, 26, 20].map((h, i) => rect(96 + i * 9, 80 - h, 6, h, '#3bb273', 1)).join('') +
      `<path d="M92 40H148" stroke="#e0475a" stroke-width="1.6" stroke-dasharray="4 3"/>` +
      line('M94 82H148', LINE, 1.2),
  },
  incident: {
    en: () => 'a warning triangle and an alarm bell above a graph whose red spike falls back to normal',
    ru: () =>
      'предупреждающий треугольник и тревожный колокольчик над графиком, где красный всплеск возвращается к норме',
    draw: (p) =>
      path('M46 8L74 56H18Z', '#f2b01e') +
      rect(43.5, 24, 5, 18, p.ink, 2) +
      circle(46, 48, 3, p.ink) +
      path('M104 44C104 30 110 22 120 22S136 30 136 44V50L140 56H100L104 50Z', p.main) +
      circle(120, 60, 4, p.main) +
      line('M94 26C90 30 90 38 92 42M146 26C150 30 150 38 148 42', p.accent, 2.2) +
      rect(8, 66, 144, 26, PAPER, 3) +
      line('M14 84H50L58 72L64 86', p.main, 2) +
      line('M64 86L70 70L76 84', '#e0475a', 2.4) +
      line('M76 84H146', '#3bb273', 2),
  },
  integration: {
    en: () => 'two systems, a database and a web application, exchanging data along two-way arrows',
    ru: () => 'две системы, база данных и веб-приложение, обмениваются данными по встречным стрелкам',
    draw: (p) =>
      path('M14 26a22 7 0 0 1 44 0V74a22 7 0 0 1 -44 0Z', p.ink) +
      path('M14 26a22 7 0 0 0 44 0', 'none') +
      `<ellipse cx="36" cy="26" rx="22" ry="7" fill="${p.main}"/>` +
      line('M14 42a22 7 0 0 0 44 0M14 58a22 7 0 0 0 44 0', p.tint, 1.6) +
      browser(100, 18, 50, 64, p) +
      rect(106, 32, 38, 12, p.tint, 2) +
      text(106, 52, [34, 28, 36, 20], 6) +
      arrow('M64 38H94M88 32L94 38L88 44', p.main) +
      arrow('M94 62H64M70 56L64 62L70 68', p.accent) +
      rect(74, 34, 6, 8, p.main, 1) +
      rect(80, 58, 6, 8, p.accent, 1),
  },
  migration: {
    en: () => 'data carried along an arrow from an old grey server to a new cloud with a check mark',
    ru: () => 'данные переносятся по стрелке со старого серого сервера в новое облако с галочкой',
    draw: (p) =>
      rect(12, 20, 40, 64, '#8e99ab', 3) +
      [0, 1, 2, 3]
        .map(
          (i) =>
            rect(17, 26 + i * 14, 30, 9, '#6d778a', 1.5) +
            circle(42, 30.5 + i * 14, 1.6, i === 2 ? '#e0475a' : '#c9ced8'),
        )
        .join('') +
      line('M58 52H96M89 44L97 52L89 60', p.main, 3.2) +
      [64, 72, 80].map((x, i) => rect(x, 49 - (i % 2) * 8, 6, 6, p.accent, 1.2)).join('') +
      path('M108 66a14 14 0 0 1 2 -28a19 19 0 0 1 36 4a12 12 0 0 1 0 24Z', p.main) +
      tick(121, 54, PAPER, 3.4),
  },
  analytics: {
    en: (g) => `a dashboard with a bar chart, a line chart and a pie chart${g ? `, and a badge showing ${g}` : ''}`,
    ru: (g) => `дашборд со столбчатой диаграммой, линейным графиком и круговой диаграммой${g ? `, значок: ${g}` : ''}`,
    draw: (p, g) =>
      browser(8, 8, 144, 84, p) +
      rect(14, 22, 64, 64, p.ground, 2) +
      [28, 40, 22, 50, 36, 58]
        .map((h, i, all) => all[(i + p.main.charCodeAt(2)) % all.length] ?? h)
        .map((h, i) => rect(20 + i * 9.5, 80 - h, 6, h, i === 5 ? p.accent : p.main, 1))
        .join('') +
      rect(84, 22, 62, 30, p.ground, 2) +
      line('M89 46L99 38L108 41L118 31L128 34L140 26', p.main, 2.2) +
      rect(84, 56, 62, 30, p.ground, 2) +
      circle(103, 71, 11, p.tint) +
      path('M103 71V60A11 11 0 0 1 113.5 74.3Z', p.main) +
      path('M103 71L113.5 74.3A11 11 0 0 1 97 80.2Z', p.accent) +
      text(120, 66, [20, 14, 18], 5) +
      (g ? badge(g, p, 146, 14, 11) : ''),
  },
  security: {
    en: () => 'a shield with a padlock in front of a login window',
    ru: () => 'щит с навесным замком перед окном входа в систему',
    draw: (p) =>
      browser(18, 18, 74, 64, p) +
      text(28, 36, [40]) +
      rect(28, 42, 54, 8, p.ground, 2) +
      rect(28, 54, 54, 8, p.ground, 2) +
      line('M32 58h2M36 58h2M40 58h2M44 58h2', p.ink, 2) +
      rect(28, 68, 26, 7, p.main, 2) +
      path('M116 8L146 18V44C146 66 132 80 116 90C100 80 86 66 86 44V18Z', p.main) +
      line('M108 46V40a8 8 0 0 1 16 0V46', PAPER, 3.2) +
      rect(103, 45, 26, 20, p.accent, 3) +
      circle(116, 53, 2.6, p.ink) +
      rect(115, 54, 2, 6, p.ink),
  },
  search: {
    en: () => 'a magnifying glass over a search box and a list of search results',
    ru: () => 'лупа над строкой поиска и списком найденных результатов',
    draw: (p) =>
      browser(8, 8, 110, 84, p) +
      rect(16, 22, 94, 10, p.ground, 5) +
      rect(22, 26, 30, 2, p.ink) +
      [0, 1, 2]
        .map(
          (i) =>
            rect(16, 40 + i * 16, 12, 12, p.tint, 2) +
            rect(32, 41 + i * 16, 40, 2.4, p.main, 1) +
            text(32, 48 + i * 16, [60]),
        )
        .join('') +
      circle(122, 56, 22, p.tint) +
      `<circle cx="122" cy="56" r="18" fill="${PAPER}" fill-opacity=".55" stroke="${p.ink}" stroke-width="5"/>` +
      line('M135 70L150 86', p.ink, 7),
  },
  performance: {
    en: () => 'a speedometer with its needle in the green zone beside a page that loads fast',
    ru: () => 'спидометр со стрелкой в зелёной зоне рядом с быстро загружающейся страницей',
    draw: (p) =>
      line('M22 78A40 40 0 0 1 42 43', '#e0475a', 9) +
      line('M45 41A40 40 0 0 1 78 41', '#f2b01e', 9) +
      line('M81 43A40 40 0 0 1 102 78', '#3bb273', 9) +
      line('M62 78L90 54', p.ink, 4) +
      circle(62, 78, 6, p.ink) +
      browser(112, 22, 40, 56, p) +
      rect(117, 34, 30, 14, p.tint, 2) +
      text(117, 54, [28, 22, 26]) +
      line('M108 86H152', p.main, 3) +
      line('M116 92H148', p.main, 1.6),
  },
  design: {
    en: () => 'a design system of buttons, a toggle, colour swatches and a pen drawing a curve',
    ru: () => 'дизайн-система из кнопок, переключателя, образцов цветов и пера, рисующего кривую',
    draw: (p) =>
      rect(8, 10, 88, 80, PAPER, 3) +
      rect(16, 18, 34, 10, p.main, 5) +
      rect(54, 18, 34, 10, 'none', 5) +
      `<rect x="54" y="18" width="34" height="10" rx="5" fill="none" stroke="${p.main}" stroke-width="1.6"/>` +
      rect(16, 36, 20, 10, p.main, 5) +
      circle(31, 41, 3.8, PAPER) +
      rect(42, 36, 46, 10, p.ground, 2) +
      [p.main, p.accent, p.ink, p.tint].map((c, i) => rect(16 + i * 18, 56, 14, 14, c, 2)).join('') +
      text(16, 78, [56, 40], 5) +
      line('M104 80C108 40 140 70 150 22', p.ink, 2) +
      rect(100, 76, 8, 8, PAPER) +
      `<rect x="100" y="76" width="8" height="8" fill="none" stroke="${p.main}" stroke-width="1.4"/>` +
      path('M142 14L152 10L156 20L148 34L140 28Z', p.accent) +
      path('M140 28L148 34L144 38Z', p.ink),
  },
  testing: {
    en: () => 'a clipboard with a checklist of passed tests and a bug caught under a magnifying glass',
    ru: () => 'планшет с чек-листом пройденных тестов и жук-баг под лупой',
    draw: (p) =>
      rect(14, 12, 64, 80, p.ink, 4) +
      rect(19, 18, 54, 70, PAPER, 2) +
      rect(34, 8, 24, 9, p.main, 3) +
      [0, 1, 2, 3]
        .map(
          (i) =>
            rect(24, 26 + i * 15, 9, 9, p.ground, 1.5) +
            (i < 3
              ? tick(25.3, 30.5 + i * 15, '#3bb273')
              : line(`M25.5 ${27.5 + i * 15}l6 6m0 -6l-6 6`, '#e0475a', 1.6)) +
            text(38, 30.5 + i * 15, [28]),
        )
        .join('') +
      circle(120, 52, 26, p.tint) +
      path('M120 40c-7 0 -11 6 -11 13v6c0 7 5 11 11 11s11 -4 11 -11v-6c0 -7 -4 -13 -11 -13z', '#e0475a') +
      circle(120, 38, 5.5, p.ink) +
      line(
        'M120 44V70M109 52L100 48M109 60L99 62M131 52L140 48M131 60L141 62M116 34L112 28M124 34L128 28',
        p.ink,
        1.8,
      ) +
      `<circle cx="120" cy="52" r="26" fill="none" stroke="${p.ink}" stroke-width="4"/>` +
      line('M138 71L152 86', p.ink, 6),
  },
  hrdocs: {
    en: (g) =>
      `a smartphone with an HR document signed by hand and stamped with a check mark${g ? `, and a badge showing ${g}` : ''}`,
    ru: (g) => `смартфон с кадровым документом, подписанным от руки и отмеченным галочкой${g ? `, значок: ${g}` : ''}`,
    draw: (p, g) =>
      circle(82, 50, 44, p.tint) +
      rect(34, 16, 40, 56, PAPER, 2) +
      text(40, 26, [28, 24, 28, 16], 5) +
      phone(66, 8, 42, 84, p) +
      rect(72, 20, 30, 6, p.main, 1) +
      text(72, 33, [28, 22, 26, 18], 5) +
      line('M72 64C76 56 80 68 84 60S92 66 98 58', p.ink, 1.6) +
      line('M72 68H102', LINE, 1) +
      circle(118, 70, 14, '#3bb273') +
      tick(112, 70, PAPER, 3.2) +
      (g ? badge(g, p, 24, 76, 13) : ''),
  },
  servers: {
    en: () => 'a server rack with status lights beside a monitoring graph with a pulse line',
    ru: () => 'серверная стойка с индикаторами рядом с графиком мониторинга с линией пульса',
    draw: (p) =>
      rect(16, 8, 52, 84, p.ink, 3) +
      [0, 1, 2, 3, 4]
        .map(
          (i) =>
            rect(21, 13 + i * 15.5, 42, 12, p.main, 1.5) +
            circle(28, 19 + i * 15.5, 2, i === 3 ? p.accent : '#7ee2a0') +
            line(`M36 ${19 + i * 15.5}h20`, p.tint, 1.6),
        )
        .join('') +
      rect(80, 22, 70, 56, PAPER, 3) +
      line('M86 56H100L105 40L112 70L118 48L122 56H144', p.main, 2.4) +
      line('M86 70H144', LINE, 1) +
      rect(86, 28, 22, 4, p.ink, 1),
  },
  team: {
    en: () => 'three colleagues around a laptop at a shared desk',
    ru: () => 'трое коллег у ноутбука за общим столом',
    draw: (p) =>
      person(40, 30, p.main) +
      person(80, 24, p.accent, '#d9a47e') +
      person(120, 30, p.ink) +
      rect(14, 60, 132, 6, p.ink, 2) +
      rect(24, 66, 4, 26, p.ink) +
      rect(132, 66, 4, 26, p.ink) +
      path('M62 58L66 38H94L98 58Z', '#8e99ab') +
      rect(56, 56, 48, 4, '#6d778a', 1.5) +
      circle(80, 47, 3, PAPER),
  },
  consulting: {
    en: () => 'a glowing light bulb over an audit report with a chart and recommendations',
    ru: () => 'светящаяся лампочка над отчётом аудита с графиком и рекомендациями',
    draw: (p) =>
      rect(18, 14, 64, 78, PAPER, 3) +
      rect(26, 22, 30, 4, p.ink, 1) +
      [20, 30, 16, 38].map((h, i) => rect(28 + i * 11, 62 - h, 7, h, p.main, 1)).join('') +
      line('M26 64H74', LINE, 1) +
      [0, 1, 2].map((i) => tick(26, 74 + i * 6, '#3bb273', 1.3) + text(36, 74 + i * 6, [30])).join('') +
      circle(118, 42, 30, p.tint) +
      circle(118, 40, 17, p.accent) +
      rect(111, 54, 14, 10, p.accent) +
      rect(111, 66, 14, 4, p.ink, 1) +
      rect(113, 71, 10, 4, p.ink, 1) +
      line('M112 42l6 -6l6 6', PAPER, 1.8) +
      line('M118 8V2M146 20l5 -4M90 20l-5 -4M152 44h6M84 44h-6', p.accent, 2),
  },
  event: {
    en: () => 'a speaker at a podium on a stage, in front of a screen with a rising chart',
    ru: () => 'спикер за трибуной на сцене перед экраном с растущим графиком',
    draw: (p) =>
      rect(34, 8, 92, 54, p.ink, 3) +
      rect(38, 12, 84, 46, PAPER, 1) +
      [12, 18, 26, 34].map((h, i) => rect(50 + i * 14, 52 - h, 9, h, i === 3 ? p.accent : p.main, 1)).join('') +
      line('M48 40L64 34L78 26L96 16L112 14', p.accent, 2) +
      rect(4, 84, 152, 12, p.main) +
      person(40, 44, p.accent, '#d9a47e') +
      path('M22 66H58L54 88H26Z', p.ink) +
      rect(34, 72, 12, 3, p.tint, 1),
  },
  map: {
    en: () => 'a map with location pins joined by dotted routes',
    ru: () => 'карта с метками на местности, соединёнными пунктирными маршрутами',
    draw: (p) =>
      rect(8, 10, 144, 80, p.tint, 4) +
      path('M18 40C30 20 60 24 70 18S110 16 124 26S150 34 146 50S128 78 108 76S70 86 52 78S14 62 18 40Z', PAPER) +
      `<path d="M44 52C60 40 80 60 96 44S120 40 128 38" fill="none" stroke="${p.ink}" stroke-width="1.6" stroke-dasharray="3 3"/>` +
      [
        [44, 52],
        [96, 44],
        [128, 38],
      ]
        .map(
          ([x = 0, y = 0], i) =>
            path(`M${x} ${y}c-6 -8 -9 -12 -9 -16a9 9 0 0 1 18 0c0 4 -3 8 -9 16Z`, i === 0 ? p.accent : p.main) +
            circle(x, y - 16, 3.4, PAPER),
        )
        .join(''),
  },
  workflow: {
    en: () => 'a workflow diagram of steps joined by arrows, with a decision diamond and two branches',
    ru: () => 'схема бизнес-процесса из шагов, соединённых стрелками, с ромбом решения и двумя ветками',
    draw: (p) =>
      rect(6, 40, 28, 20, p.main, 3) +
      line('M34 50H48M44 46l4 4l-4 4', p.ink, 1.8) +
      path('M66 32L84 50L66 68L48 50Z', p.accent) +
      line('M66 32V20H98M94 16l4 4l-4 4M66 68V80H98M94 76l4 4l-4 4', p.ink, 1.8) +
      rect(100, 10, 28, 20, p.main, 3) +
      rect(100, 70, 28, 20, '#e0475a', 3) +
      line('M128 20H140V44M136 40l4 4l4 -4', p.ink, 1.8) +
      circle(140, 54, 9, '#3bb273') +
      tick(136, 54, PAPER, 2) +
      text(11, 48, [18, 12], 4, 1.4) +
      text(105, 18, [18, 12], 4, 1.4) +
      text(105, 78, [18, 12], 4, 1.4),
  },
  catalog: {
    en: (g) =>
      `a product card with a photo${g ? ` of ${g}` : ''} and attribute fields, sent out to a website, a marketplace and a print catalogue`,
    ru: (g) =>
      `карточка товара с фото${g ? ` (${g})` : ''} и полями характеристик, которая уходит на сайт, маркетплейс и в печатный каталог`,
    draw: (p, g) =>
      rect(10, 10, 66, 80, PAPER, 3) +
      rect(16, 16, 54, 32, p.ground, 2) +
      (g ? placeGlyph(g, p, 31, 20, 24) : rect(33, 22, 20, 20, p.tint, 2)) +
      [0, 1, 2, 3]
        .map((i) => rect(16, 54 + i * 8, 18, 4, p.tint, 1) + rect(38, 54 + i * 8, 32, 4, p.ground, 1))
        .join('') +
      line('M78 50H92M92 22V78M92 22H104M92 50H104M92 78H104', p.ink, 1.8) +
      browser(108, 12, 40, 22, p) +
      rect(108, 40, 40, 20, p.main, 3) +
      path('M116 46h24l-3 8h-18z', PAPER) +
      rect(108, 66, 40, 24, PAPER, 3) +
      rect(108, 66, 6, 24, p.accent, 2),
  },
  gantt: {
    en: () => 'a Gantt chart of project stages with milestone flags',
    ru: () => 'диаграмма Ганта с этапами проекта и флажками контрольных точек',
    draw: (p) =>
      rect(8, 8, 144, 84, PAPER, 3) +
      line('M44 14V86M70 14V86M96 14V86M122 14V86', p.ground, 1) +
      [
        [20, 30, p.main],
        [40, 36, p.main],
        [66, 34, p.accent],
        [90, 40, p.main],
        [110, 34, p.ink],
      ]
        .map(([x, w, c], i) => text(14, 21 + i * 14, [18]) + rect(Number(x), 18 + i * 14, Number(w), 7, String(c), 3.5))
        .join('') +
      [66, 110].map((x) => line(`M${x} 16V8`, p.ink, 1.4) + path(`M${x} 8h9l-3 3l3 3h-9z`, '#e0475a')).join(''),
  },
  report: {
    en: (g) =>
      `a research report cover with a large pie chart beside a page of bar charts${g ? `, and a badge showing ${g}` : ''}`,
    ru: (g) =>
      `обложка исследования с большой круговой диаграммой рядом со страницей столбчатых диаграмм${g ? `, значок: ${g}` : ''}`,
    draw: (p, g) =>
      rect(84, 16, 58, 76, PAPER, 3) +
      [34, 24, 46, 16, 30].map((w, i) => rect(92, 26 + i * 12, w, 7, i === 2 ? p.accent : p.tint, 1.5)).join('') +
      rect(22, 8, 64, 84, p.main, 3) +
      rect(30, 18, 36, 4, PAPER, 1) +
      rect(30, 26, 24, 3, p.tint, 1) +
      circle(54, 62, 20, p.tint) +
      path('M54 62V42A20 20 0 0 1 73 68Z', p.accent) +
      path('M54 62L73 68A20 20 0 0 1 60 81Z', p.ink) +
      (g ? badge(g, p, 140, 80, 13) : ''),
  },
  office: {
    en: () => 'an office suite with a text document beside a spreadsheet with highlighted cells',
    ru: () => 'офисный пакет с текстовым документом рядом с электронной таблицей с выделенными ячейками',
    draw: (p) =>
      rect(14, 10, 60, 80, PAPER, 3) +
      rect(14, 10, 60, 9, p.main, 3) +
      rect(22, 26, 30, 4, p.ink, 1) +
      text(22, 38, [44, 40, 44, 30, 44, 36, 20], 6) +
      rect(84, 18, 64, 66, PAPER, 3) +
      rect(84, 18, 64, 9, '#3bb273', 3) +
      line('M84 40H148M84 51H148M84 62H148M84 73H148M100 27V84M116 27V84M132 27V84', LINE, 1) +
      rect(116, 51, 16, 11, p.accent) +
      rect(100, 62, 16, 11, p.tint),
  },
  devices: {
    en: () => 'a laptop, a tablet and a smartphone showing an online store, a dealer portal and an app',
    ru: () => 'ноутбук, планшет и смартфон с интернет-магазином, кабинетом дилера и приложением',
    draw: (p) =>
      rect(20, 14, 84, 56, p.ink, 3) +
      rect(24, 18, 76, 48, PAPER, 1) +
      [0, 1, 2, 3, 4, 5]
        .map((i) => rect(28 + (i % 3) * 24, 22 + Math.floor(i / 3) * 21, 20, 18, i === 1 ? p.tint : p.ground, 1.5))
        .join('') +
      path('M10 72H114L108 78H16Z', '#8e99ab') +
      rect(98, 34, 40, 54, p.ink, 3) +
      rect(101, 38, 34, 46, PAPER, 1) +
      rect(101, 38, 9, 46, p.main) +
      text(113, 44, [18, 14, 18, 12, 18, 16], 7) +
      phone(132, 48, 22, 44, p) +
      rect(135, 56, 16, 10, p.accent, 1.5) +
      rect(135, 70, 16, 4, p.tint, 1) +
      rect(135, 77, 16, 4, p.tint, 1),
  },
  finance: {
    en: () => 'stacks of coins beside a rising arrow on a chart',
    ru: () => 'стопки монет рядом с растущей стрелкой на графике',
    draw: (p) =>
      [3, 5, 7]
        .map((n, col) =>
          Array.from(
            { length: n },
            (_, i) =>
              `<ellipse cx="${30 + col * 26}" cy="${86 - i * 7}" rx="11" ry="4" fill="${i % 2 ? '#f2c14e' : '#e2a92c'}" stroke="#b07a10" stroke-width=".8"/>`,
          ).join(''),
        )
        .join('') +
      rect(100, 14, 52, 76, PAPER, 3) +
      line('M108 78L118 66L128 70L140 44', p.main, 3) +
      line('M134 44H141V51', p.main, 3) +
      line('M106 82H146M106 20V82', LINE, 1.2),
  },
  industry: {
    en: (g) => `a large drawing of ${g ?? 'a gear wheel'} next to a web page with a catalogue of the same products`,
    ru: (g) => `крупный рисунок (${g ?? 'шестерня'}) рядом со страницей сайта с каталогом такой продукции`,
    draw: (p, g) =>
      defineGlyph(g ?? 'gear', p) +
      circle(50, 50, 44, p.tint) +
      useGlyph(14, 14, 72) +
      browser(102, 16, 52, 68, p) +
      [0, 1, 2, 3]
        .map(
          (i) =>
            rect(106 + (i % 2) * 23, 29 + Math.floor(i / 2) * 26, 20, 22, p.ground, 2) +
            useGlyph(109 + (i % 2) * 23, 31 + Math.floor(i / 2) * 26, 14),
        )
        .join(''),
  },
  factory: {
    en: () => 'a factory with chimneys and a conveyor belt carrying boxes past a gear wheel',
    ru: () => 'завод с трубами и конвейер, везущий коробки мимо шестерни',
    draw: (p) =>
      path('M8 62V36L30 48V36L52 48V36L74 48V20H88V62Z', p.ink) +
      rect(78, 8, 8, 16, p.ink) +
      circle(90, 8, 6, p.tint) +
      rect(14, 50, 8, 6, p.accent) +
      rect(36, 50, 8, 6, p.accent) +
      rect(58, 50, 8, 6, p.accent) +
      rect(8, 74, 144, 8, p.main, 4) +
      [20, 44, 68, 92, 116, 140].map((x) => circle(x, 78, 2.4, p.tint)).join('') +
      [22, 60, 98].map((x) => rect(x, 60, 16, 14, '#c8955a', 1.5)).join('') +
      path(gearPath(132, 44, 20, 15, 10), p.accent) +
      circle(132, 44, 6, PAPER),
  },
} satisfies Record<string, Motif>;

export type MotifId = keyof typeof MOTIFS;
