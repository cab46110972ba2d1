import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { LocalLink } from '../../components/LocalLink.tsx';

export function NotFound() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="error-screen" aria-labelledby={titleId}>
      <p className="error-screen__code" aria-hidden="true">
        {t('error.404.code')}
      </p>
      <h1 id={titleId}>{t('error.404.title')}</h1>
      <p>{t('error.404.description')}</p>
      <LocalLink className="button" href="/feedback/">
        {t('error.404.button')}
      </LocalLink>
    </section>
  );
}
