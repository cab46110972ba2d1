import type { Locale } from '../../contracts/locale.ts';

/**
 * How the site sets type, per locale: the rules of the typographer (typograf, site/typography/) that
 * run on every text a visitor reads, each with why. Everything else typograf can do is off, on purpose
 * (see `LEFT_OFF`): the typographer places spaces, quotes and dashes; it never edits words, numbers,
 * phone numbers or markup.
 *
 * Russian follows the usual rules of Russian typesetting: «ёлочки» („лапки“ inside), an em dash with a
 * non-breaking space before it, short words bound to the next one, a figure never parted from its unit
 * (`35 %`, `7 минут`, `12 500 ₽`), thousands grouped with a narrow no-break space from five digits on.
 * English: “curly quotes”, an em dash, figures bound to their units, and the percent sign set close
 * (`+54%`), as English writes it; numbers are left as the text writes them (English groups with commas).
 */
export interface TypographyRule {
  /** The typograf rule name, or one of the site's own (`SITE_RULES`). */
  rule: string;
  why: string;
}

/** A rule typograf does not have; typograf runs it like its own (inside text, never inside tags or code). */
export interface SiteRule {
  name: string;
  /** Runs after typograf's rules of its group, so spaces it binds are already normalised. */
  apply: (text: string) => string;
  why: string;
}

/** A figure, a space, a sign that belongs to it: `35 %`, `5 000 ₽`, `20 °C`. */
const FIGURE_AND_SIGN = /(\d) ([%‰₽€$£°])/g;
/** A figure with a decimal, thousands or time mark, a space, a word: `1,5 статьи`, `1,200 dealers`, `19:00 МСК`. */
const MARKED_FIGURE_AND_WORD = /(\d[.,:\u202F]\d+) (?=\p{L})/gu;

/**
 * Two figures joined by a hyphen or a dash before a unit: `2-3 недели`, `5–10 %`, `2023–2024 годах` (not a
 * phone's `45-67`, which has a hyphen before it).
 * typograf's own binding of a figure to its word wants a space before the figure, so this rule binds the
 * unit after a span itself.
 */
const FIGURE_RANGE = /(?<![\d-])(\d{1,4})[-–](\d{1,4})( ?)(?=[\p{L}%‰₽€$£°])/gu;

export const SITE_RULES: readonly SiteRule[] = [
  {
    name: 'common/dash/figureRange',
    apply: (text) => text.replace(FIGURE_RANGE, (_, from, to, space) => `${from}\u2013${to}${space && '\u00A0'}`),
    why: 'a span of figures takes an en dash: "2–3 недели", "5–10 %" (typograf knows spans of years and times only)',
  },
  {
    name: 'common/nbsp/figureAndSign',
    apply: (text) => text.replace(FIGURE_AND_SIGN, '$1\u00A0$2').replace(MARKED_FIGURE_AND_WORD, '$1\u00A0'),
    why:
      'typograf binds a plain figure to a following word, but not to a sign ("на 35" / "%" split at a line ' +
      'end) nor a figure with a decimal, thousands or time mark ("1,200" / "dealers", "19:00" / "МСК")',
  },
];

const QUOTES: TypographyRule = {
  rule: 'common/punctuation/quote',
  why: 'straight quotes become the language’s own: «ёлочки» and „лапки“ in Russian, “ ” and ‘ ’ in English',
};
const HELLIP: TypographyRule = { rule: 'common/punctuation/hellip', why: 'three dots are one ellipsis character' };
const APOSTROPHE: TypographyRule = {
  rule: 'common/punctuation/apostrophe',
  why: 'a typewriter apostrophe becomes ’ (it’s, O’Reilly)',
};
const REPEAT_SPACE: TypographyRule = { rule: 'common/space/delRepeatSpace', why: 'two spaces in a row are one' };
const AFTER_NUMBER: TypographyRule = {
  rule: 'common/nbsp/afterNumber',
  why: 'a figure stays on the line of the word it counts: "7 минут", "6 months"',
};
const FIGURE_RANGE_RULE: TypographyRule = {
  rule: 'common/dash/figureRange',
  why: 'a span of figures takes an en dash, and the unit after it stays with it (a site rule, see SITE_RULES)',
};
const FIGURE_AND_SIGN_RULE: TypographyRule = {
  rule: 'common/nbsp/figureAndSign',
  why: 'a figure stays on the line of its sign: "35 %", "5 000 ₽" (a site rule, see SITE_RULES)',
};

export const TYPOGRAPHY_RULES: Record<Locale, readonly TypographyRule[]> = {
  ru: [
    QUOTES,
    HELLIP,
    APOSTROPHE,
    REPEAT_SPACE,
    { rule: 'ru/dash/main', why: 'a hyphen between spaces is an em dash, bound to the word before it' },
    { rule: 'ru/dash/years', why: 'a span of years takes an en dash: 2019–2024' },
    { rule: 'ru/dash/time', why: 'a span of time takes an en dash: 10:00–19:00' },
    { rule: 'ru/dash/month', why: 'a span of months takes an en dash: март–май' },
    { rule: 'ru/dash/weekday', why: 'a span of weekdays takes an en dash: пн–пт' },
    { rule: 'ru/dash/daysMonth', why: 'a span of days takes an en dash: 5–7 мая' },
    { rule: 'ru/dash/decade', why: 'a span of decades takes an en dash' },
    { rule: 'ru/dash/centuries', why: 'a span of centuries takes an en dash' },
    { rule: 'common/nbsp/afterShortWord', why: 'a word of one or two letters (в, и, на, не) never ends a line' },
    {
      rule: 'common/nbsp/afterShortWordByList',
      why: 'nor do longer prepositions and conjunctions (для, без, про, что)',
    },
    { rule: 'common/nbsp/beforeShortLastWord', why: 'a short last word of a sentence does not sit alone on a line' },
    FIGURE_RANGE_RULE,
    AFTER_NUMBER,
    {
      rule: 'common/nbsp/beforeShortLastNumber',
      why: 'nor does a short number that ends a sentence ("глава 5")',
    },
    FIGURE_AND_SIGN_RULE,
    {
      rule: 'common/number/digitGrouping',
      why: 'numbers of five digits and more are grouped by thousands with a narrow no-break space: 12 500',
    },
    { rule: 'ru/nbsp/abbr', why: 'abbreviations hold together: т. д., т. е.' },
    { rule: 'ru/nbsp/mln', why: 'a figure stays with тыс., млн, млрд' },
    { rule: 'ru/nbsp/ooo', why: 'ООО, АО stay with the company name' },
    { rule: 'ru/nbsp/initials', why: 'initials stay with the surname' },
    { rule: 'ru/nbsp/dayMonth', why: 'a day stays with its month: 12 мая' },
    { rule: 'ru/nbsp/year', why: 'a year stays with "г.": 2025 г.' },
    { rule: 'ru/nbsp/years', why: 'and with "гг."' },
    { rule: 'ru/nbsp/rubleKopek', why: 'an amount stays with руб. and коп.' },
    { rule: 'ru/nbsp/see', why: '"см." and "им." stay with the next word' },
    { rule: 'ru/nbsp/page', why: '"стр.", "рис." stay with their number' },
    { rule: 'ru/nbsp/addr', why: 'address parts (г., ул., д.) stay with what they name' },
    { rule: 'ru/nbsp/beforeParticle', why: 'particles (ли, же, бы) stay with the word before' },
    { rule: 'ru/nbsp/afterNumberSign', why: '№ stays with its number' },
  ],
  en: [
    QUOTES,
    HELLIP,
    APOSTROPHE,
    REPEAT_SPACE,
    { rule: 'en-US/dash/main', why: 'a hyphen between spaces is an em dash' },
    { rule: 'common/space/delBeforePercent', why: 'English sets the percent sign close to its figure: +54%' },
    FIGURE_RANGE_RULE,
    AFTER_NUMBER,
    FIGURE_AND_SIGN_RULE,
  ],
};

/*
 * typograf's rules the site leaves off, and why: each edits the text rather than setting it.
 * - phone numbers (`ru/other/phone-number`) would be reformatted; dates (`ru/date/*`) rewritten;
 * - money (`ru/money/*`), symbols (`common/symbols/*`), maths and fractions (`common/number/*` but
 *   digit grouping) would change what the author wrote;
 * - `common/other/repeatWord`, `ru/punctuation/*`, `ru/typo/*` correct wording, the editor's job;
 * - `common/html/*` and `ru/optalign/*` add markup, which the site's templates own;
 * - spaces at the ends of a text (`common/space/trim*`) belong to the template;
 * - English digit grouping: English groups with commas, and the text already does.
 */

/**
 * Interpolated values in UI strings (`{{count}} проектов`): the value is often a figure, so the space
 * after it is non-breaking, as the typographer would set it if it could see the figure.
 */
export const SPACE_AFTER_INTERPOLATION = /(\{\{[^}]+\}\}) (?=[\p{L}%‰₽€$£°])/gu;
