import { useTranslation } from '../i18n/useTranslation.tsx';
import { usePageContext } from 'vike-react/usePageContext';
import { formatNumber } from './format.ts';

/**
 * A count with its noun, "12 статей" / "12 articles", through i18next's plurals: each counted noun has
 * `{key}_one`, `_few`, `_many` and `_other` in Russian (other, for fractions, reads like few: "1,5 клиента")
 * and `_one`, `_other` in English. The Russian forms are proven to follow spec/support/russianPlural.ts, the spec's
 * one statement of the rule (spec/unit/plural.test.ts). `n` is the count in the locale's digits.
 */
export function useCountText(): (key: string, n: number) => string {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  return (key, n) => t(key, { count: n, n: formatNumber(n, locale) });
}
