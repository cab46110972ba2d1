/**
 * Key hygiene of the UI strings (decision 017): every key the code uses exists in every locale, every key
 * of the resources is used, and the locales have the same keys. Plural forms are one key: ru's
 * `x_one`/`_few`/`_many`/`_other` and en's `x_one`/`_other` are both `x`, with the forms each locale's
 * Intl.PluralRules asks for.
 */
import type { KeyUse } from './keyUses.ts';
import { escapeRegExp } from '../../contracts/pathTemplate.ts';

export type Resources = Readonly<Record<string, Readonly<Record<string, string>>>>;

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** A key without its plural suffix: `views.blog.articles_few` → `views.blog.articles`. */
export const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');

const templatePattern = (parts: readonly string[]) => new RegExp(`^${parts.map(escapeRegExp).join('.+')}$`);

/** Every problem, one readable line each; none when the keys are in order. */
export function checkKeys(resources: Resources, uses: readonly KeyUse[]): string[] {
  const locales = Object.keys(resources);
  // Per locale: base key → its plural forms (empty for a plain key).
  const keysOf = new Map(
    locales.map((locale) => {
      const bases = new Map<string, string[]>();
      for (const key of Object.keys(resources[locale] ?? {})) {
        const base = baseKey(key);
        const forms = bases.get(base) ?? [];
        if (base !== key) forms.push(key.slice(base.length + 1));
        bases.set(base, forms);
      }
      return [locale, bases];
    }),
  );
  const allBases = [...new Set([...keysOf.values()].flatMap((bases) => [...bases.keys()]))].sort();
  const problems: string[] = [];

  // (a) A key the code uses is missing from a locale; a template no key matches.
  for (const use of uses) {
    if (use.kind === 'key') {
      if (!use.strict) continue;
      const missingIn = locales.filter((locale) => !keysOf.get(locale)?.has(baseKey(use.key)));
      if (missingIn.length > 0) problems.push(`${use.at}: "${use.key}" is missing in ${missingIn.join(', ')}`);
    } else if (use.prefix === '') {
      problems.push(`${use.at}: ${use.text} has no static prefix: name its keys in full or start it with one`);
    } else {
      const pattern = templatePattern(use.parts);
      const missingIn = locales.filter(
        (locale) => ![...(keysOf.get(locale)?.keys() ?? [])].some((k) => pattern.test(k)),
      );
      if (missingIn.length > 0) problems.push(`${use.at}: no key matches ${use.text} in ${missingIn.join(', ')}`);
    }
  }

  // (b) A key of the resources that nothing uses.
  const usedKeys = new Set(uses.flatMap((use) => (use.kind === 'key' ? [baseKey(use.key)] : [])));
  const patterns = uses.flatMap((use) =>
    use.kind === 'template' && use.prefix !== '' ? [templatePattern(use.parts)] : [],
  );
  for (const base of allBases) {
    if (usedKeys.has(base) || patterns.some((pattern) => pattern.test(base))) continue;
    const inLocales = locales.filter((locale) => keysOf.get(locale)?.has(base));
    problems.push(`"${base}" (${inLocales.join(', ')}) is used nowhere in the code or the form definitions`);
  }

  // (c) The locales' keys differ: a key on one side only, or plural forms a locale's rules do not ask for.
  for (const base of allBases) {
    const missingIn = locales.filter((locale) => !keysOf.get(locale)?.has(base));
    if (missingIn.length > 0) {
      const inLocales = locales.filter((locale) => !missingIn.includes(locale));
      problems.push(`"${base}" is in ${inLocales.join(', ')} but not in ${missingIn.join(', ')}`);
      continue;
    }
    const counted = locales.filter((locale) => (keysOf.get(locale)?.get(base) ?? []).length > 0);
    if (counted.length === 0) continue;
    for (const locale of locales) {
      const forms = [...(keysOf.get(locale)?.get(base) ?? [])].sort();
      const wanted = [...new Intl.PluralRules(locale).resolvedOptions().pluralCategories].sort();
      if (forms.join() !== wanted.join()) {
        const has = forms.length > 0 ? forms.map((form) => `_${form}`).join(', ') : 'no plural forms';
        problems.push(
          `"${base}" is counted, and in ${locale} it has ${has} where ${locale} needs ${wanted.map((f) => `_${f}`).join(', ')}`,
        );
      }
    }
  }
  return problems;
}
