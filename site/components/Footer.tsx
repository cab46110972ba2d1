import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { brand } from '../config/brand.ts';

export function Footer() {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  return (
    <footer className="footer">
      <a href={`mailto:${brand.salesEmail}`}>{brand.salesEmail}</a>
      <p>{t('footer.copyright', { year: new Date().getFullYear(), brand: brand.name[locale] })}</p>
    </footer>
  );
}
