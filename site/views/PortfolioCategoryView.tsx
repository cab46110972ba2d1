import { useTranslation } from '../i18n/useTranslation.tsx';
import type { ProjectCard, ProjectCategories, ProjectCategory } from '../../contracts/portfolio.ts';
import { LocalLink } from '../components/LocalLink.tsx';
import { CategoryListing } from './CategoryListing.tsx';
import { ProjectCardItem } from './ProjectCardItem.tsx';
import { ProjectCategoryNav } from './ProjectCategoryNav.tsx';
import { useCountText } from './useCountText.ts';

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
    <CategoryListing
      category={category}
      nav={<ProjectCategoryNav categories={categories} current={category.slug} />}
      count={count('views.portfolio.projects', projects.length)}
      items={projects}
      keyOf={(project) => project.slug}
      empty={
        <div className="views-empty">
          <p>{t('views.portfolio.empty')}</p>
          <LocalLink className="button" href="/feedback/">
            {t('views.portfolio.emptyLink')}
          </LocalLink>
        </div>
      }
    >
      {(project, index) => <ProjectCardItem project={project} headingLevel={2} eager={index === 0} />}
    </CategoryListing>
  );
}
