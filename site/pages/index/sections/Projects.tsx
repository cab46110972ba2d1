import { useId } from 'react';
import { useTranslation } from '../../../i18n/useTranslation.tsx';
import type { Home } from '../../../../contracts/home.ts';
import { LocalLink } from '../../../components/LocalLink.tsx';

export function Projects({ title, items }: Home['projects']) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ul className="cards">
        {items.map((project) => (
          <li key={project.id}>
            <p>{project.client}</p>
            <h3>{project.title}</h3>
            <p>{project.result}</p>
            <LocalLink href={project.href} aria-label={t('home.projects.details', { title: project.title })}>
              →
            </LocalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
