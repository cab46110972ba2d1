import type { Home } from '../../../../contracts/home.ts';
import { SectionFrame } from '../../../components/sections/SectionFrame.tsx';
import { LocalLink } from '../../../components/LocalLink.tsx';
import { Picture } from '../../../components/media/Picture.tsx';
import { useTranslation } from '../../../i18n/useTranslation.tsx';

/** Featured projects: the cover of what was built, the client, the task and its result in numbers. */
export function Projects({ title, items, more }: Home['projects']) {
  const { t } = useTranslation();
  return (
    <SectionFrame
      look="home-section"
      title={title}
      aside={
        <LocalLink className="home-section__more" href={more.href}>
          {more.label}
        </LocalLink>
      }
    >
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
    </SectionFrame>
  );
}
