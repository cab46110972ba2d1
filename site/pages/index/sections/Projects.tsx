import { useId } from 'react';
import type { Home } from '../../../../contracts/home.ts';
import { LocalLink } from '../../../components/LocalLink.tsx';
import { Picture } from '../../../components/media/Picture.tsx';
import { useTranslation } from '../../../i18n/useTranslation.tsx';

/** Featured projects: the cover of what was built, the client, the task and its result in numbers. */
export function Projects({ title, items, more }: Home['projects']) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="home-section" aria-labelledby={headingId}>
      <div className="home-section__header">
        <h2 id={headingId} className="home-section__title">
          {title}
        </h2>
        <LocalLink className="home-section__more" href={more.href}>
          {more.label}
        </LocalLink>
      </div>
      <ul className="home-projects">
        {items.map((project) => (
          <li key={project.id} className="home-projects__item">
            <Picture className="home-projects__cover" image={project.image} />
            <div className="home-projects__body">
              <p className="home-projects__client">{project.client}</p>
              <h3 className="home-projects__title">{project.title}</h3>
              <p className="home-projects__result">{project.result}</p>
              <LocalLink
                className="home-projects__link"
                href={project.href}
                aria-label={t('home.projects.details', { title: project.title })}
              >
                {t('home.projects.more')}
              </LocalLink>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
