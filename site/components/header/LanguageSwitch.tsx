import { useTranslation } from '../../i18n/useTranslation.tsx';
import { usePageContext } from 'vike-react/usePageContext';
import { languageSwitchPath } from '../../rules/localePath.ts';
import { LOCALES } from '../../../contracts/locale.ts';

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
          href={languageSwitchPath(path, locale)}
          hrefLang={locale}
          lang={locale}
          aria-current={locale === pageContext.locale ? 'true' : undefined}
          onClick={onNavigate}
        >
          {/* The name is the language named in itself, so a visitor who reads only that language finds it
              (both locales' strings hold both names, so the page's own strings suffice). It is text,
              not an aria-label over "EN": a label that hides the visible text fails WCAG 2.5.3
              "Label in name" (axe: label-content-name-mismatch, serious). */}
          <span aria-hidden="true">{locale.toUpperCase()}</span>
          <span className="visually-hidden">{t(`header.language.${locale}`)}</span>
        </a>
      ))}
    </nav>
  );
}
