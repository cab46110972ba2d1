import { useId } from 'react';
import type { ServicesList } from '../../contracts/services.ts';
import { LocalLink } from '../components/LocalLink.tsx';
import { Picture } from '../components/media/Picture.tsx';
import { Icon } from '../components/sections/Icon.tsx';
import { CardGrid } from './CardGrid.tsx';
import './views.css';

function Group({ group }: { group: ServicesList['groups'][number] }) {
  const headingId = useId();
  return (
    <section className="views-block" aria-labelledby={headingId}>
      <h2 id={headingId}>{group.title}</h2>
      <CardGrid items={group.items} keyOf={(item) => item.id}>
        {(item) => (
          <article className="views-card views-card--service">
            <Icon className="views-card__icon" name={item.icon} />
            <h3 className="views-card__title">
              <LocalLink href={item.href}>{item.title}</LocalLink>
            </h3>
            <p className="views-card__text">{item.summary}</p>
          </article>
        )}
      </CardGrid>
    </section>
  );
}

/** /services-list/: every service and solution, by group, each a link to its page. */
export function ServicesListView({ page }: { page: ServicesList }) {
  return (
    <div className="views-page">
      <div className="views-intro views-intro--with-image">
        <div>
          <h1 className="views-intro__title">{page.title}</h1>
          <p className="views-intro__lead">{page.lead}</p>
        </div>
        {page.image && <Picture className="views-intro__image" image={page.image} eager />}
      </div>
      {page.groups.map((group) => (
        <Group key={group.id} group={group} />
      ))}
    </div>
  );
}
