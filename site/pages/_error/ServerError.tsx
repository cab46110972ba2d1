import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { LocalLink } from '../../components/LocalLink.tsx';

interface Props {
  status: number;
  /** A message the site raised on purpose; never a stack trace or an exception's text. */
  details?: string;
}

export function ServerError({ status, details }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  // A 503 is an outage that passes (the content API is down): say so, and when to come back.
  const outage = status === 503;
  return (
    <section className="error-screen" aria-labelledby={titleId}>
      <p className="error-screen__code" aria-hidden="true">
        {status}
      </p>
      <h1 id={titleId}>{t(outage ? 'error.503.title' : 'error.500.title')}</h1>
      <p>{t(outage ? 'error.503.description' : 'error.500.description')}</p>
      {details && <p className="error-screen__details">{details}</p>}
      <LocalLink className="button" href="/">
        {t('error.500.home')}
      </LocalLink>
    </section>
  );
}
