import { useTranslation } from '../../i18n/useTranslation.tsx';
import { usePageContext } from 'vike-react/usePageContext';
import { LOCALES, localisePath } from '../../rules/locale.ts';

/**
 * Leads to the same page in the other locale. The query string stays behind on purpose: it holds
 * things like a search phrase typed in the language being left.
 */
export function LanguageSwitch({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const pageContext = usePageContext();
  // urlParsed is the locale-less logical URL (+onBeforeRoute).
  const path = pageContext.urlParsed.pathname;
  return (
    <nav className="lang-switch" aria-label={t('header.language')}>
      {LOCALES.map((locale) => (
        <a
          key={locale}
          className="lang-switch__link"
          href={localisePath(path, locale)}
          hrefLang={locale}
          lang={locale}
          // Each language is named in itself, so a visitor who reads only that language finds it: both
          // locales' strings hold both names, so the page's own strings (the only ones loaded) suffice.
          aria-label={t(`header.language.${locale}`)}
          aria-current={locale === pageContext.locale ? 'true' : undefined}
          onClick={onNavigate}
        >
          {locale.toUpperCase()}
        </a>
      ))}
    </nav>
  );
}
