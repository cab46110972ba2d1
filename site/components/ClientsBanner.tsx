import { useId } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import type { ClientsBanner as ClientsBannerContent } from '../../contracts/home.ts';

/** The company statistic banner: "300+ clients" (spec section 1). */
export function ClientsBanner({ value, suffix, label }: ClientsBannerContent) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="clients-banner" aria-labelledby={headingId}>
      <h2 id={headingId} className="clients-banner__value" data-figure>
        <span className="visually-hidden">{t('home.clients')}: </span>
        {value}
        {suffix}
      </h2>
      <p>{label}</p>
    </section>
  );
}
