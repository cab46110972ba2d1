import { useTranslation } from '../i18n/useTranslation.tsx';
import type { BlogMenu } from '../../contracts/blog.ts';
import { LocalLink } from '../components/LocalLink.tsx';
import './views.css';

/** The blog's category tabs; `current` is the locale-less path of the list on screen. */
export function BlogTabs({ menu, current }: { menu: BlogMenu; current: string }) {
  const { t } = useTranslation();
  return (
    <nav className="views-tabs" aria-label={t('views.blog.categories')}>
      <ul className="views-tabs__list">
        {menu.items.map((item) => (
          <li key={item.id}>
            <LocalLink
              className="views-tabs__link"
              href={item.href}
              aria-current={item.href === current ? 'page' : undefined}
            >
              {item.title}
            </LocalLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
