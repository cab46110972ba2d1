import { useId } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import type { Project, ProjectCategories } from '../../contracts/portfolio.ts';
import { LocalLink } from '../components/LocalLink.tsx';
import { PageHero } from '../components/sections/PageHero.tsx';
import { Sections } from '../components/sections/Sections.tsx';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import { Quote } from '../components/quote/Quote.tsx';
import { LocalDate } from './LocalDate.tsx';
import { PORTFOLIO_PATH, portfolioPath } from './projectPath.ts';
import { StatList } from './StatList.tsx';
import './views.css';

/** /portfolio-web-studii/{slug}/: a case study from the client's problem to the results in numbers. */
export function ProjectView({ project, categories }: { project: Project; categories: ProjectCategories }) {
  const { t } = useTranslation();
  const factsId = useId();
  const taskId = useId();
  const resultsId = useId();
  const technologiesId = useId();
  const reviewId = useId();
  const projectCategories = categories.items.filter((category) => project.categories.includes(category.slug));

  return (
    <div className="views-page">
      <Breadcrumbs items={[{ label: t('views.portfolio.home'), href: PORTFOLIO_PATH }, { label: project.name }]} />
      <PageHero hero={project.hero} />
      <section className="views-block" aria-labelledby={factsId}>
        <h2 id={factsId}>{t('views.project.about')}</h2>
        <dl className="views-facts">
          <div className="views-facts__item">
            <dt>{t('views.project.client')}</dt>
            <dd>{project.client}</dd>
          </div>
          <div className="views-facts__item">
            <dt>{t('views.project.industry')}</dt>
            {/* Industry names are shared with the forms' industry choice, so both always say the same. */}
            <dd>{t(`form.option.industry.${project.industry}`)}</dd>
          </div>
          <div className="views-facts__item">
            <dt>{t('views.project.year')}</dt>
            <dd>{project.year}</dd>
          </div>
          <div className="views-facts__item">
            <dt>{t('views.project.duration')}</dt>
            <dd>{project.duration}</dd>
          </div>
          {project.launchedAt && (
            <div className="views-facts__item">
              <dt>{t('views.project.launched')}</dt>
              <dd>
                <LocalDate date={project.launchedAt} />
              </dd>
            </div>
          )}
          {projectCategories.length > 0 && (
            <div className="views-facts__item">
              <dt>{t('views.project.categories')}</dt>
              <dd>
                <ul className="views-inline-list">
                  {projectCategories.map((category) => (
                    <li key={category.slug}>
                      <LocalLink href={portfolioPath(category.slug)}>{category.title}</LocalLink>
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          )}
        </dl>
      </section>
      <section className="views-block" aria-labelledby={taskId}>
        <h2 id={taskId}>{t('views.project.task')}</h2>
        <p className="views-block__text">{project.task}</p>
      </section>
      <section className="views-block" aria-labelledby={resultsId}>
        <h2 id={resultsId}>{t('views.project.results')}</h2>
        <StatList items={project.results} />
      </section>
      <section className="views-block" aria-labelledby={technologiesId}>
        <h2 id={technologiesId}>{t('views.project.technologies')}</h2>
        <ul className="views-tags">
          {project.technologies.map((technology) => (
            <li key={technology} className="views-tags__item">
              {technology}
            </li>
          ))}
        </ul>
      </section>
      <Sections sections={project.sections} />
      {project.review && (
        <section className="views-block" aria-labelledby={reviewId}>
          <h2 id={reviewId}>{t('views.project.review')}</h2>
          <Quote look="inline" {...project.review} />
        </section>
      )}
    </div>
  );
}
