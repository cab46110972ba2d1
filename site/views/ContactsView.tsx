import { useId } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import type { ContactsPage } from '../../contracts/contacts.ts';
import { BrandContactLinks } from './BrandContactLinks.tsx';
import { CardGrid } from './CardGrid.tsx';
import './views.css';

/** OpenStreetMap centred on a point with a marker: no API key, no tracking script on our page. */
function mapUrl({ lat, lng }: { lat: number; lng: number }): string {
  return `https://www.openstreetmap.org/?mlat=${String(lat)}&mlon=${String(lng)}#map=17/${String(lat)}/${String(lng)}`;
}

/** /contacts/: the main phone and e-mail, the offices, the departments and the company's legal details. */
export function ContactsView({ page }: { page: ContactsPage }) {
  const { t } = useTranslation();
  const reachId = useId();
  const officesId = useId();
  const departmentsId = useId();
  const requisitesId = useId();
  return (
    <div className="views-page">
      <div className="views-intro">
        <h1 className="views-intro__title">{page.title}</h1>
        <p className="views-intro__lead">{page.lead}</p>
      </div>
      <section className="views-block" aria-labelledby={reachId}>
        <h2 id={reachId}>{t('views.contacts.reach')}</h2>
        <BrandContactLinks />
      </section>
      <section className="views-block" aria-labelledby={officesId}>
        <h2 id={officesId}>{t('views.contacts.offices')}</h2>
        <CardGrid items={page.offices} keyOf={(office) => office.id}>
          {(office) => (
            <article className="views-card views-card--office">
              <h3 className="views-card__title">{office.city}</h3>
              <address className="views-card__text">{office.address}</address>
              <p className="views-card__text">
                <span className="views-card__label">{t('views.contacts.hours')}: </span>
                {office.hours}
              </p>
              {office.howToGet && (
                <p className="views-card__text">
                  <span className="views-card__label">{t('views.contacts.howToGet')}: </span>
                  {office.howToGet}
                </p>
              )}
              {/* The city tells three "View on the map" links apart for a screen reader. A label, not
                    hidden text: Chromium puts a space before a hidden span ("View on the map : Moscow"). */}
              <a
                className="views-card__more"
                href={mapUrl(office.location)}
                aria-label={`${t('views.contacts.map')}: ${office.city}`}
              >
                {t('views.contacts.map')}
              </a>
            </article>
          )}
        </CardGrid>
      </section>
      <section className="views-block" aria-labelledby={departmentsId}>
        <h2 id={departmentsId}>{t('views.contacts.departments')}</h2>
        <CardGrid items={page.departments} keyOf={(department) => department.id}>
          {(department) => (
            <article className="views-card">
              <h3 className="views-card__title">{department.title}</h3>
              <p className="views-card__text">{department.text}</p>
              <a className="views-card__more" href={`mailto:${department.email}`}>
                {department.email}
              </a>
            </article>
          )}
        </CardGrid>
      </section>
      {page.requisites.length > 0 && (
        <section className="views-block" aria-labelledby={requisitesId}>
          <h2 id={requisitesId}>{t('views.contacts.requisites')}</h2>
          <dl className="views-facts views-facts--wide">
            {page.requisites.map((item) => (
              <div key={item.id} className="views-facts__item">
                <dt>{item.label}</dt>
                <dd>{item.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </div>
  );
}
