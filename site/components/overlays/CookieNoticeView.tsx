import { useId } from 'react';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { LocalLink } from '../LocalLink.tsx';
import '../overlays/cookieNotice.css';

interface Props {
  /** Collapsed: one line and "More"; expanded: the full text with a link to the terms of use. */
  expanded: boolean;
  onToggle: () => void;
  onAccept: () => void;
}

/** The cookie notice as it looks while it shows: a non-modal region, so the page stays usable around it. */
export function CookieNoticeView({ expanded, onToggle, onAccept }: Props) {
  const { t } = useTranslation();
  const detailsId = useId();
  return (
    <section className="cookie-notice" aria-label={t('cookies.label')} data-expanded={expanded}>
      <div className="cookie-notice__text">
        <p className="cookie-notice__short">{t('cookies.short')}</p>
        <div id={detailsId} className="cookie-notice__details" hidden={!expanded}>
          <p>{t('cookies.details')}</p>
          <p>
            <LocalLink href="/agreement/" className="cookie-notice__link">
              {t('cookies.agreement')}
            </LocalLink>
          </p>
        </div>
      </div>
      <div className="cookie-notice__actions">
        <button
          type="button"
          className="cookie-notice__more"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={onToggle}
        >
          {t('cookies.more')}
          <svg className="cookie-notice__chevron" viewBox="0 0 12 8" width="12" height="8" aria-hidden="true">
            <path d="m1 1 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.6" />
          </svg>
        </button>
        <button type="button" className="cookie-notice__accept" onClick={onAccept}>
          {t('cookies.accept')}
        </button>
      </div>
    </section>
  );
}
