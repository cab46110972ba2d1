import { useTranslation } from '../../i18n/useTranslation.tsx';
import { brand } from '../../config/brand.ts';
import { FOOTER_CTA } from '../../config/footers.ts';
import type { FooterVariant } from '../../config/variants.ts';
import { LocalLink } from '../LocalLink.tsx';

/** The footer's contacts: the phone, the sales e-mail (both from the brand config) and the start-project link. */
export function FooterContacts({ variant }: { variant: FooterVariant }) {
  const { t } = useTranslation();
  return (
    <div className="site-footer__contacts">
      <h2 className="site-footer__heading">{t('footer.contacts')}</h2>
      <a
        className="site-footer__phone"
        href={`tel:${brand.phone.tel}`}
        aria-label={t('footer.phone', { phone: brand.phone.display })}
      >
        {brand.phone.display}
      </a>
      <a
        className="site-footer__email"
        href={`mailto:${brand.salesEmail}`}
        aria-label={t('footer.email', { email: brand.salesEmail })}
      >
        {brand.salesEmail}
      </a>
      <LocalLink className="site-footer__cta" href={FOOTER_CTA[variant]}>
        {t(`footer.cta.${variant}`)}
      </LocalLink>
    </div>
  );
}
