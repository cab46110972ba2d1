import { useTranslation } from '../i18n/useTranslation.tsx';
import type { ProjectCard, ProjectCategories, ProjectCategory } from '../../contracts/portfolio.ts';
import { LocalLink } from '../components/LocalLink.tsx';
import { ProjectCardItem } from './ProjectCardItem.tsx';
import { ProjectCategoryNav } from './ProjectCategoryNav.tsx';
import { useCountText } from './useCountText.ts';
import './views.css';
import { cardGridColumns } from '../rules/cardGrid.ts';

interface Props {
  category: ProjectCategory;
  categories: ProjectCategories;
  /** The projects of this category, newest first; may be empty. */
  projects: ProjectCard[];
}

/** /portfolio-web-studii/{category}/: the category, the filter, how many projects and their cards. */
export function PortfolioCategoryView({ category, categories, projects }: Props) {
  const { t } = useTranslation();
  const count = useCountText();
  return (
    <div className="views-page">
      <div className="views-intro">
        <h1 className="views-intro__title">{category.title}</h1>
        <p className="views-intro__lead">{category.description}</p>
      </div>
      <ProjectCategoryNav categories={categories} current={category.slug} />
      {projects.length > 0 ? (
        <>
          <p className="views-count">{count('views.portfolio.projects', projects.length)}</p>
          <ul className="views-grid" {...cardGridColumns(projects.length)}>
            {projects.map((project, index) => (
              <li key={project.slug}>
                <ProjectCardItem project={project} headingLevel={2} eager={index === 0} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <div className="views-empty">
          <p>{t('views.portfolio.empty')}</p>
          <LocalLink className="button" href="/feedback/">
            {t('views.portfolio.emptyLink')}
          </LocalLink>
        </div>
      )}
    </div>
  );
}
