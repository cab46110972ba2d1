import { useTranslation } from '../../i18n/useTranslation.tsx';
import { usePageContext } from 'vike-react/usePageContext';
import { variants, type SiteVariant } from '../../config/variants.ts';
import { LocalLink } from '../LocalLink.tsx';

/** The logo: the home button of the variant (spec section 2 "Layouts": home, /bitrix24/ or /ctp/). */
export function HomeLink({ variant, onClick }: { variant: SiteVariant; onClick?: () => void }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const chrome = variants[variant];
  const name = chrome.brandName[locale];
  return (
    <LocalLink
      href={chrome.logoHref}
      className="header-logo"
      aria-label={t('header.home', { brand: name })}
      onClick={onClick}
    >
      <svg
        className="header-logo__mark"
        viewBox="0 0 32 32"
        width="32"
        height="32"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M16 7l7 14h-4.5L16 15.5 13.5 21H9z" fill="#fff" />
      </svg>
      <span className="header-logo__name">{name}</span>
    </LocalLink>
  );
}
