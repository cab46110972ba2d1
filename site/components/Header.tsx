import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { brand } from '../config/brand.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { LocalLink } from './LocalLink.tsx';

export function Header() {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  return (
    <header className="header">
      <LocalLink href="/" className="header__logo" aria-label={t('header.home', { brand: brand.name[locale] })}>
        {brand.name[locale]}
      </LocalLink>
      <div className="header__contacts">
        <a href={`tel:${brand.phone.tel}`} aria-label={t('header.phone', { phone: brand.phone.display })}>
          {brand.phone.display}
        </a>
        <a href={`mailto:${brand.salesEmail}`} aria-label={t('header.email', { email: brand.salesEmail })}>
          {brand.salesEmail}
        </a>
      </div>
      <LanguageSwitch />
    </header>
  );
}
