import Typograf from 'typograf';
import type { TextKind, Typesetter } from '../../contracts/typesetting.ts';
import { SITE_RULES, SPACE_AFTER_INTERPOLATION, TYPOGRAPHY_RULES } from '../rules/typography.ts';
import type { Locale } from '../rules/locale.ts';

/** typograf's locale list per site locale: English words and quotes inside Russian text are set too. */
const TYPOGRAF_LOCALES: Record<Locale, string[]> = { ru: ['ru', 'en-US'], en: ['en-US'] };

let siteRulesAdded = false;
const typografs = new Map<Locale, Typograf>();

/** The typographer of a locale, built on first use (a module does no work when imported). */
function typografOf(locale: Locale): Typograf {
  let typograf = typografs.get(locale);
  if (typograf) return typograf;
  if (!siteRulesAdded) {
    // Registered off: only the locales whose list names them turn them on.
    for (const { name, apply } of SITE_RULES) Typograf.addRule({ name, handler: apply, disabled: true });
    siteRulesAdded = true;
  }
  // UTF-8 characters, not entities: React escapes text itself, and an entity would show as typed.
  typograf = new Typograf({ locale: TYPOGRAF_LOCALES[locale], htmlEntity: { type: 'default' } });
  typograf.disableRule('*');
  typograf.enableRule(TYPOGRAPHY_RULES[locale].map(({ rule }) => rule));
  // i18next's interpolations are names, not text.
  typograf.addSafeTag('\\{\\{', '\\}\\}');
  typografs.set(locale, typograf);
  return typograf;
}

/** A figure stands in front of a unit while it is set, then leaves: the unit is set as it reads after a figure. */
const FIGURE = '1';

/** Sets `text` as `locale` does (site/rules/typography.ts). */
export function typeset(text: string, locale: Locale, kind: TextKind = 'text'): string {
  if (text === '') return text;
  const typograf = typografOf(locale);
  if (kind === 'unit') return typograf.execute(`${FIGURE}${text}`).slice(FIGURE.length);
  return typograf.execute(text).replace(SPACE_AFTER_INTERPOLATION, '$1\u00A0');
}

/** The typesetter that contracts/typesetting.ts calls while content of `locale` is parsed. */
export function typesetterFor(locale: Locale): Typesetter {
  return (text, kind) => typeset(text, locale, kind);
}
