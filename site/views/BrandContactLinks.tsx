import { useTranslation } from '../i18n/useTranslation.tsx';
import { brand } from '../config/brand.ts';
import './views.css';

/** The agency's main phone and sales e-mail (site/config/brand.ts), as links a phone or mail app opens. */
export function BrandContactLinks() {
  const { t } = useTranslation();
  return (
    <ul className="views-contact-links">
      <li className="views-contact-links__item">
        <span className="views-contact-links__label">{t('views.contact.phone')}</span>
        <a className="views-contact-links__link" href={`tel:${brand.phone.tel}`}>
          {brand.phone.display}
        </a>
      </li>
      <li className="views-contact-links__item">
        <span className="views-contact-links__label">{t('views.contact.email')}</span>
        <a className="views-contact-links__link" href={`mailto:${brand.salesEmail}`}>
          {brand.salesEmail}
        </a>
      </li>
    </ul>
  );
}
