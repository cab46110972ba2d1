import { useId } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import type { PortfolioIndex, PortfolioList, ProjectCard, ProjectCategories } from '../../contracts/portfolio.ts';
import { PageHero } from '../components/sections/PageHero.tsx';
import { ProjectCardItem } from './ProjectCardItem.tsx';
import { ProjectCategoryNav } from './ProjectCategoryNav.tsx';
import { StatList } from './StatList.tsx';
import { CardGrid } from './CardGrid.tsx';
import './views.css';

interface Props {
  index: PortfolioIndex;
  categories: ProjectCategories;
  list: PortfolioList;
}

/** /portfolio-web-studii/: the hero, the figures, the category filter, the featured projects, then the others. */
export function PortfolioIndexView({ index, categories, list }: Props) {
  const { t } = useTranslation();
  const featuredId = useId();
  const moreId = useId();
  const featured = index.featured
    .map((slug) => list.items.find((project) => project.slug === slug))
    .filter((project): project is ProjectCard => project !== undefined);
  // Each project appears once, so a visitor scanning the page never meets the same card twice.
  const rest = list.items.filter((project) => !index.featured.includes(project.slug));

  return (
    <div className="views-page">
      <PageHero hero={index.hero} />
      {index.stats.length > 0 && <StatList items={index.stats} label={t('views.portfolio.stats')} />}
      <ProjectCategoryNav categories={categories} />
      {featured.length > 0 && (
        <section className="views-block" aria-labelledby={featuredId}>
          <h2 id={featuredId}>{t('views.portfolio.featured')}</h2>
          <CardGrid items={featured} keyOf={(project) => project.slug} featured>
            {(project, index) => <ProjectCardItem project={project} headingLevel={3} eager={index === 0} />}
          </CardGrid>
        </section>
      )}
      {rest.length > 0 && (
        <section className="views-block" aria-labelledby={moreId}>
          <h2 id={moreId}>{t(featured.length > 0 ? 'views.portfolio.more' : 'views.portfolio.all')}</h2>
          <CardGrid items={rest} keyOf={(project) => project.slug}>
            {(project, index) => (
              <ProjectCardItem project={project} headingLevel={3} eager={featured.length === 0 && index === 0} />
            )}
          </CardGrid>
        </section>
      )}
    </div>
  );
}
