import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LocalLink } from '../../components/LocalLink.tsx';

/** Shows nothing of the error itself: details of a failure never reach visitors (no stack traces). */
export function ServerError() {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="error-screen" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('error.500.title')}</h1>
      <p>{t('error.500.description')}</p>
      <LocalLink className="button" href="/">
        {t('error.500.home')}
      </LocalLink>
    </section>
  );
}
