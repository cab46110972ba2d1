import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { brand } from '../../config/brand.ts';
import type { FooterVariant } from '../../config/variants.ts';
import type { Locale } from '../../../contracts/locale.ts';
import { useSiteStore } from '../../stores/siteStore.ts';

/**
 * The footer's ratings and awards: a lazy block (spec section 4), drawn only once the visitor has
 * clicked or scrolled over 10 px. The footer draws it last, so its arrival moves nothing on screen.
 */
export function FooterAwards({ variant, locale }: { variant: FooterVariant; locale: Locale }) {
  const { t } = useTranslation();
  const headingId = useId();
  const shown = useSiteStore((state) => state.showLazyBlocks);
  const awards = variant === 'testing' ? brand.awards.testing : brand.awards.agency;
  if (!shown) return null;
  return (
    <section className="site-footer__awards" aria-labelledby={headingId}>
      <h2 id={headingId} className="site-footer__awards-title">
        {t('footer.awards')}
      </h2>
      <ul className="site-footer__awards-list">
        {awards.map((award) => (
          <li key={award.id} className="site-footer__award">
            <svg className="site-footer__award-mark" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
              <circle cx="12" cy="9" r="6" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="m8.5 14-2 8 5.5-3 5.5 3-2-8" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
            <span className="site-footer__award-title">
              {award.title[locale]}, {award.year}
            </span>
            <span className="site-footer__award-result">{award.result[locale]}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
