import { useTranslation } from '../i18n/useTranslation.tsx';
import type { ProjectCategories } from '../../contracts/portfolio.ts';
import { LocalLink } from '../components/LocalLink.tsx';
import { PORTFOLIO_PATH, portfolioPath } from './projectPath.ts';
import './views.css';

/** The portfolio's category filter: every category is a page; `current` is the one on screen, none for all projects. */
export function ProjectCategoryNav({ categories, current }: { categories: ProjectCategories; current?: string }) {
  const { t } = useTranslation();
  return (
    <nav className="views-tabs" aria-label={t('views.portfolio.categories')}>
      <ul className="views-tabs__list">
        <li>
          <LocalLink
            className="views-tabs__link"
            href={PORTFOLIO_PATH}
            aria-current={current === undefined ? 'page' : undefined}
          >
            {t('views.portfolio.all')}
          </LocalLink>
        </li>
        {categories.items.map((category) => (
          <li key={category.slug}>
            <LocalLink
              className="views-tabs__link"
              href={portfolioPath(category.slug)}
              aria-current={category.slug === current ? 'page' : undefined}
            >
              {category.title}
            </LocalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
