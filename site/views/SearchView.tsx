import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import type { SearchItem } from '../../contracts/search.ts';
import { LocalLink } from '../components/LocalLink.tsx';
import { localisePath } from '../rules/locale.ts';
import { normaliseSearchText } from '../rules/search.ts';
import { useCountText } from './useCountText.ts';
import './views.css';

/** Where a visitor who found nothing can go on looking. */
const SUGGESTIONS = [
  { href: '/services-list/', key: 'views.search.suggest.services' },
  { href: '/portfolio-web-studii/', key: 'views.search.suggest.portfolio' },
  { href: '/blog/', key: 'views.search.suggest.blog' },
] as const;

/** /search/?q=…: the search form, and for a query the pages found (the page's data hook runs the search). */
export function SearchView({ query, results }: { query: string; results: SearchItem[] }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const count = useCountText();
  const inputId = useId();
  // The same rule the search itself uses: a query of only spaces is no query.
  const searched = normaliseSearchText(query) !== '';
  return (
    <div className="views-page views-search">
      <div className="views-intro">
        <h1 className="views-intro__title">{t('views.search.title')}</h1>
      </div>
      <form className="views-search__form" role="search" method="get" action={localisePath('/search/', locale)}>
        <label className="views-search__label" htmlFor={inputId}>
          {t('views.search.label')}
        </label>
        <div className="views-search__row">
          <input className="views-search__input" id={inputId} type="search" name="q" defaultValue={query} />
          <button className="button views-search__submit" type="submit">
            {t('views.search.submit')}
          </button>
        </div>
      </form>
      {searched &&
        (results.length > 0 ? (
          <>
            <p className="views-count" role="status">
              {count('views.search.found', results.length)}
            </p>
            <ol className="views-search__results">
              {results.map((item) => (
                <li key={item.url} className="views-search__result">
                  <h2 className="views-search__title">
                    <LocalLink href={item.url}>{item.title}</LocalLink>
                  </h2>
                  <p className="views-search__section">{t(`views.search.section.${item.section}`)}</p>
                  {item.summary && <p className="views-search__summary">{item.summary}</p>}
                </li>
              ))}
            </ol>
          </>
        ) : (
          <div className="views-empty" role="status">
            <p>{t('views.search.nothing', { query: query.trim() })}</p>
            <p>{t('views.search.suggestions')}</p>
            <ul className="views-inline-list">
              {SUGGESTIONS.map((suggestion) => (
                <li key={suggestion.href}>
                  <LocalLink href={suggestion.href}>{t(suggestion.key)}</LocalLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
    </div>
  );
}
