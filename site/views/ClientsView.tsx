import { useTranslation } from '../i18n/useTranslation.tsx';
import type { ClientsPage } from '../../contracts/clients.ts';
import { LocalLink } from '../components/LocalLink.tsx';
import { Picture } from '../components/media/Picture.tsx';
import { PageHero } from '../components/sections/PageHero.tsx';
import { portfolioPath } from './projectPath.ts';
import { CardGrid } from './CardGrid.tsx';
import './views.css';

/** /clients/: who we work with, since when, what we do for them, and the case study when there is one. */
export function ClientsView({ page }: { page: ClientsPage }) {
  const { t } = useTranslation();
  return (
    <div className="views-page">
      <PageHero hero={page.hero} />
      <CardGrid items={page.items} keyOf={(client) => client.id}>
        {(client) => (
          <article className="views-card views-card--client">
            <h2 className="views-card__title">{client.name}</h2>
            <Picture className="views-card__logo" image={client.logo} />
            <p className="views-card__meta">
              <span className="views-card__category">{t(`form.option.industry.${client.industry}`)}</span>
              <span>{t('views.clients.since', { year: client.since })}</span>
            </p>
            <p className="views-card__text">{client.work}</p>
            {client.project && (
              <LocalLink className="views-card__more" href={portfolioPath(client.project)}>
                {t('views.clients.case')}
                <span className="visually-hidden">: {client.name}</span>
              </LocalLink>
            )}
          </article>
        )}
      </CardGrid>
    </div>
  );
}
