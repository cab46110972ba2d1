import { useId, type ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import type { FormPage } from '../../contracts/formPage.ts';
import { Picture } from '../components/media/Picture.tsx';
import { BrandContactLinks } from './BrandContactLinks.tsx';
import './views.css';

/**
 * The copy of a feedback or research form screen, and its form. The form is passed in rather than
 * imported, so this view (and the views bundle) stays free of the form code and Zod; the phone and
 * e-mail under the form are the alternative for those who would rather call or write.
 */
export function FormPageView({ page, form }: { page: FormPage; form?: ReactNode }) {
  const { t } = useTranslation();
  const contactId = useId();
  return (
    <div className="views-page views-form-page">
      <div className="views-form-page__copy">
        <h1 className="views-intro__title">{page.title}</h1>
        <p className="views-intro__lead">{page.lead}</p>
        {page.bullets.length > 0 && (
          <ul className="views-form-page__bullets">
            {page.bullets.map((bullet) => (
              <li key={bullet}>{bullet}</li>
            ))}
          </ul>
        )}
      </div>
      {page.cover && (
        <figure className="views-form-page__cover">
          <Picture className="views-figure__image" image={page.cover} eager />
        </figure>
      )}
      {form && <div className="views-form-page__form">{form}</div>}
      <section className="views-block views-form-page__contact" aria-labelledby={contactId}>
        <h2 id={contactId}>{t('views.form.contactTitle')}</h2>
        <p>{t('views.form.contactText')}</p>
        <BrandContactLinks />
      </section>
    </div>
  );
}
