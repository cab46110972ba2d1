import { useTranslation } from '../i18n/useTranslation.tsx';
import { usePageContext } from 'vike-react/usePageContext';
import { pluralRu } from '../rules/plural.ts';
import { formatNumber } from './format.ts';

/**
 * A count with its noun, "12 статей" / "12 articles". Each counted noun has three keys in both
 * locales, `{key}.one`, `.few` and `.many` (English uses one and many), because Russian agreement
 * follows site/rules/plural.ts rather than plural suffixes in the strings: one rule for the whole site.
 */
export function useCountText(): (key: string, n: number) => string {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  return (key, n) => {
    const form = locale === 'ru' ? pluralRu(n, ['one', 'few', 'many']) : n === 1 ? 'one' : 'many';
    return t(`${key}.${form}`, { n: formatNumber(n, locale) });
  };
}
