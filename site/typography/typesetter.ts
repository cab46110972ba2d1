import Typograf from 'typograf';
import type { TextKind, Typesetter } from '../../contracts/typesetting.ts';
import { SITE_RULES, SPACE_AFTER_INTERPOLATION, TYPOGRAPHY_RULES } from '../rules/typography.ts';
import type { Locale } from '../../contracts/locale.ts';

/** typograf's locale list per site locale: English words and quotes inside Russian text are set too. */
const TYPOGRAF_LOCALES: Record<Locale, string[]> = { ru: ['ru', 'en-US'], en: ['en-US'] };

let siteRulesAdded = false;
const typografs = new Map<Locale, Typograf>();

/**
 * A new typographer for a locale: typograf with every rule off but the locale's list. The site keeps one
 * per locale (`typeset`); tests build their own, so each starts from these lines.
 */
export function buildTypograf(locale: Locale): Typograf {
  // Stryker disable next-line ConditionalExpression,BlockStatement,BooleanLiteral: typograf keeps added rules globally; adding them again only adds rules that set text the same way twice
  if (!siteRulesAdded) {
    // Registered off: only the locales whose list names them turn them on.
    // Stryker disable next-line BooleanLiteral: every rule is turned off below before the list turns its own on
    for (const { name, apply } of SITE_RULES) Typograf.addRule({ name, handler: apply, disabled: true });
    // Stryker disable next-line BooleanLiteral: see above, registering twice sets text the same
    siteRulesAdded = true;
  }
  // UTF-8 characters, not entities: React escapes text itself, and an entity would show as typed.
  // Stryker disable next-line ObjectLiteral,StringLiteral: typograf's default entity type is 'default' as well; the option says it on purpose
  const typograf = new Typograf({ locale: TYPOGRAF_LOCALES[locale], htmlEntity: { type: 'default' } });
  typograf.disableRule('*');
  typograf.enableRule(TYPOGRAPHY_RULES[locale].map(({ rule }) => rule));
  // i18next's interpolations are names, not text.
  typograf.addSafeTag('\\{\\{', '\\}\\}');
  return typograf;
}

/** The typographer of a locale, built on first use (a module does no work when imported). */
function typografOf(locale: Locale): Typograf {
  let typograf = typografs.get(locale);
  // Stryker disable next-line ConditionalExpression: a typographer built for every call sets text the same; the cache is for speed
  if (typograf) return typograf;
  typograf = buildTypograf(locale);
  typografs.set(locale, typograf);
  return typograf;
}

/** A figure stands in front of a unit while it is set, then leaves: the unit is set as it reads after a figure. */
const FIGURE = '1';

/** Sets `text` as `locale` does (site/rules/typography.ts). */
// Stryker disable next-line StringLiteral: any kind but 'unit' and 'html' is set as text
export function typeset(text: string, locale: Locale, kind: TextKind = 'text'): string {
  // Stryker disable next-line ConditionalExpression,StringLiteral: typograf sets an empty text as empty; this only skips building it
  if (text === '') return text;
  const typograf = typografOf(locale);
  if (kind === 'unit') return typograf.execute(`${FIGURE}${text}`).slice(FIGURE.length);
  return typograf.execute(text).replace(SPACE_AFTER_INTERPOLATION, '$1\u00A0');
}

/** The typesetter that contracts/typesetting.ts calls while content of `locale` is parsed. */
export function typesetterFor(locale: Locale): Typesetter {
  return (text, kind) => typeset(text, locale, kind);
}
