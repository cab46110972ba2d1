import { useTranslation } from '../../i18n/useTranslation.tsx';
import { brand } from '../../config/brand.ts';
import { HeaderIcon } from './HeaderIcon.tsx';

/** The sales phone and e-mail of the brand config (spec section 1: in the header and the mobile menu). */
export function HeaderContacts({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <div className={className}>
      <a
        className="header-contact"
        href={`tel:${brand.phone.tel}`}
        aria-label={t('header.phone', { phone: brand.phone.display })}
      >
        <HeaderIcon name="phone" className="header-icon header-icon--small" />
        {brand.phone.display}
      </a>
      <a
        className="header-contact"
        href={`mailto:${brand.salesEmail}`}
        aria-label={t('header.email', { email: brand.salesEmail })}
      >
        <HeaderIcon name="mail" className="header-icon header-icon--small" />
        {brand.salesEmail}
      </a>
    </div>
  );
}
