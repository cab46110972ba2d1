import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { LOCALES, localisePath } from '../rules/locale.ts';

/** Leads to the same page in the other locale. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const pageContext = usePageContext();
  // urlParsed is the locale-less logical URL (+onBeforeRoute).
  const path = pageContext.urlParsed.pathname;
  return (
    <nav className="language-switch" aria-label={t('header.language')}>
      {LOCALES.map((locale) => (
        <a
          key={locale}
          href={localisePath(path, locale)}
          hrefLang={locale}
          lang={locale}
          aria-current={locale === pageContext.locale ? 'true' : undefined}
        >
          {locale.toUpperCase()}
        </a>
      ))}
    </nav>
  );
}
