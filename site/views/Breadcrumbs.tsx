import { useTranslation } from '../i18n/useTranslation.tsx';
import { LocalLink } from '../components/LocalLink.tsx';
import './views.css';

export interface Crumb {
  label: string;
  /** A locale-less site path; the last crumb (the page itself) has none. */
  href?: string;
}

/** Where the page sits in the site: links up the hierarchy, the page itself marked current. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav className="views-breadcrumbs" aria-label={t('views.breadcrumbs')}>
      <ol className="views-breadcrumbs__list">
        {items.map((item, index) => (
          <li key={`${String(index)}-${item.label}`} className="views-breadcrumbs__item">
            {index > 0 && (
              <span className="views-breadcrumbs__separator" aria-hidden="true">
                ›
              </span>
            )}
            {item.href === undefined ? (
              <span aria-current="page">{item.label}</span>
            ) : (
              <LocalLink href={item.href}>{item.label}</LocalLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
