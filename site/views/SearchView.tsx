import { useEffect, useId, useMemo, useRef, useState, type SubmitEvent } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { usePageContext } from 'vike-react/usePageContext';
import type { SearchItem } from '../../contracts/search.ts';
import { LocalLink } from '../components/LocalLink.tsx';
import { lazySearchIndex } from '../components/search/lazySearchIndex.ts';
import { localisePath } from '../rules/localePath.ts';
import { normaliseSearchText, SEARCH_QUERY_MAX, searchItems } from '../rules/searchMatching.ts';
import { searchPageAddress } from '../rules/searchState.ts';
import { createSearchStore, useSearchStore } from '../stores/searchStore.ts';
import { useCountText } from './useCountText.ts';
import './views.css';

/** Where a visitor who found nothing can go on looking. */
const SUGGESTIONS = [
  { href: '/services-list/', key: 'views.search.suggest.services' },
  { href: '/portfolio-web-studii/', key: 'views.search.suggest.portfolio' },
  { href: '/blog/', key: 'views.search.suggest.blog' },
] as const;

/**
 * /search/?q=…: the search form, and for a query the pages found. The server renders the results of
 * the address's query (the page's data hook runs the search), so the page works without script. Once
 * hydrated it searches live, like the header's block (spec section 4, site/stores/searchStore.ts): the
 * field's first focus or keystroke loads the index, results follow SEARCH_DEBOUNCE_MS after the last
 * keystroke, and the address keeps ?q= in step (history.replaceState: no page load, no history entry).
 * Enter shows the results at once; while the index is not there, it submits the form to the server.
 */
export function SearchView({ query, results }: { query: string; results: SearchItem[] }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const count = useCountText();
  const inputId = useId();
  const pagePath = localisePath('/search/', locale);
  // Created per render on the server (per request) and once per page in the browser: see searchStore.ts.
  const [store] = useState(() =>
    createSearchStore(lazySearchIndex(locale), { value: query, debounceValue: query, isShowSearchBlock: true }),
  );
  const value = useSearchStore(store, (state) => state.value);
  const debounceValue = useSearchStore(store, (state) => state.debounceValue);
  const initItems = useSearchStore(store, (state) => state.initItems);
  const indexStatus = useSearchStore(store, (state) => state.indexStatus);
  const { type, submit, loadIndex } = store.getState();
  // The field asks for the index once; after a failure only the retry button asks again, not every keystroke.
  const startIndex = () => {
    if (store.getState().indexStatus === 'idle') loadIndex();
  };

  // The live results once the index is there; until then the server's, as long as they answer the query.
  const live = useMemo(() => searchItems(initItems, debounceValue), [initItems, debounceValue]);
  const shown = indexStatus === 'ready' ? live : debounceValue === query ? results : undefined;
  // The same rule the search itself uses: a query of only spaces is no query.
  const searched = normaliseSearchText(debounceValue) !== '';

  const addressQuery = useRef(query);
  useEffect(() => {
    if (debounceValue === addressQuery.current) return;
    addressQuery.current = debounceValue;
    // Vike keeps its own data in history.state (scroll position): pass it on untouched.
    window.history.replaceState(window.history.state, '', searchPageAddress(pagePath, debounceValue));
  }, [debounceValue, pagePath]);

  const onSubmit = (event: SubmitEvent) => {
    if (indexStatus !== 'ready') return;
    event.preventDefault();
    submit();
  };

  let status = '';
  if (searched && shown)
    status =
      shown.length > 0
        ? count('views.search.found', shown.length)
        : t('views.search.nothing', { query: debounceValue.trim() });
  else if (searched && indexStatus === 'loading') status = t('search.loading');

  return (
    <div className="views-page views-search">
      <div className="views-intro">
        <h1 className="views-intro__title">{t('views.search.title')}</h1>
      </div>
      <form className="views-search__form" role="search" method="get" action={pagePath} onSubmit={onSubmit}>
        <label className="views-search__label" htmlFor={inputId}>
          {t('views.search.label')}
        </label>
        <div className="views-search__row">
          <input
            className="views-search__input"
            id={inputId}
            type="search"
            name="q"
            value={value}
            maxLength={SEARCH_QUERY_MAX}
            onFocus={startIndex}
            onChange={(event) => {
              type(event.target.value);
              startIndex();
            }}
          />
          <button className="button views-search__submit" type="submit">
            {t('views.search.submit')}
          </button>
        </div>
      </form>
      {indexStatus === 'failed' && (
        <div className="views-search__failure" role="alert">
          <p>{t('search.failed')}</p>
          <button className="button views-search__retry" type="button" onClick={loadIndex}>
            {t('search.retry')}
          </button>
        </div>
      )}
      {/* Always present, so that screen readers announce each new count as the visitor types. */}
      <div className="views-search__status" role="status" aria-busy={indexStatus === 'loading'}>
        {status && <p className={shown?.length === 0 ? 'views-search__nothing' : 'views-count'}>{status}</p>}
      </div>
      {searched && shown && shown.length > 0 && (
        <ol className="views-search__results">
          {shown.map((item) => (
            <li key={item.url} className="views-search__result">
              <h2 className="views-search__title">
                <LocalLink href={item.url}>{item.title}</LocalLink>
              </h2>
              <p className="views-search__section">{t(`views.search.section.${item.section}`)}</p>
              {item.summary && <p className="views-search__summary">{item.summary}</p>}
            </li>
          ))}
        </ol>
      )}
      {searched && shown?.length === 0 && (
        <div className="views-empty">
          <p>{t('views.search.suggestions')}</p>
          <ul className="views-inline-list">
            {SUGGESTIONS.map((suggestion) => (
              <li key={suggestion.href}>
                <LocalLink href={suggestion.href}>{t(suggestion.key)}</LocalLink>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
