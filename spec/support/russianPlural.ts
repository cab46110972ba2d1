/**
 * Russian plural forms, CLDR integer rules written out by hand: the spec's one statement of the rule,
 * kept with the tests as their oracle (the site never calls it).
 * The site words its counts with i18next's plurals (site/views/useCountText.ts); spec/unit/plural.test.ts
 * proves that the form i18next picks from the resources is the form this rule picks, for every count.
 * Deliberately independent of `Intl.PluralRules`: the tests compare the two, which only proves
 * something if this code does not call Intl itself.
 */

/** The three Russian noun forms: 1 клиент, 2 клиента, 5 клиентов. */
export type PluralForms = readonly [one: string, few: string, many: string];

export type PluralCategoryRu = 'one' | 'few' | 'many' | 'other';

export function pluralCategoryRu(n: number): PluralCategoryRu {
  // CLDR's integer rules only; fractions (and NaN/Infinity, like Intl) are 'other'.
  if (!Number.isInteger(n)) return 'other';
  // CLDR uses the absolute value, so -21 is 'one' like 21.
  const abs = Math.abs(n);
  const mod10 = abs % 10;
  const mod100 = abs % 100;
  if (mod10 === 1 && mod100 !== 11) return 'one';
  if (mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)) return 'few';
  return 'many';
}

/** Picks the form for `n`; fractions use the genitive singular, i.e. the few form ("1,5 клиента"). */
export function pluralRu(n: number, forms: PluralForms): string {
  switch (pluralCategoryRu(n)) {
    case 'one':
      return forms[0];
    case 'few':
    case 'other':
      return forms[1];
    case 'many':
      return forms[2];
  }
}
