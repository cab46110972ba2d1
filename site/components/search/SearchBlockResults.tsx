import { useMemo } from 'react';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { normaliseSearchText, searchItems } from '../../rules/searchMatching.ts';
import { useSearchStore, type SearchStoreApi } from '../../stores/searchStore.ts';
import { useCountText } from '../../views/useCountText.ts';
import { LocalLink } from '../LocalLink.tsx';

/**
 * The live part of the header's search block, loaded on its first opening: a status that counts the
 * pages found (worded by the Russian plural helper, the search page's keys), the results as links with
 * their section, and, when the index could not be loaded, a message with a retry. Only the debounced
 * value is searched; an empty one shows nothing at all (spec section 5).
 */
export function SearchBlockResults({ store, onRetry }: { store: SearchStoreApi; onRetry: () => void }) {
  const { t } = useTranslation();
  const count = useCountText();
  const debounceValue = useSearchStore(store, (state) => state.debounceValue);
  const initItems = useSearchStore(store, (state) => state.initItems);
  const indexStatus = useSearchStore(store, (state) => state.indexStatus);
  const results = useMemo(() => searchItems(initItems, debounceValue), [initItems, debounceValue]);
  const searched = normaliseSearchText(debounceValue) !== '';
  const ready = indexStatus === 'ready';

  let status = '';
  if (searched && ready)
    status =
      results.length > 0
        ? count('views.search.found', results.length)
        : t('views.search.nothing', { query: debounceValue.trim() });
  else if (searched && indexStatus === 'loading') status = t('search.loading');

  return (
    <div className="header-search__live">
      {/* Always present while the block is open, so that screen readers announce what changes in it. */}
      <p className="header-search__status" role="status" aria-busy={indexStatus === 'loading'}>
        {status}
      </p>
      {indexStatus === 'failed' && (
        <div className="header-search__failure" role="alert">
          <p className="header-search__failure-text">{t('search.failed')}</p>
          <button type="button" className="header-search__retry" onClick={onRetry}>
            {t('search.retry')}
          </button>
        </div>
      )}
      {searched && ready && results.length > 0 && (
        <ul className="header-search__results" aria-label={t('header.search.results')}>
          {results.map((item) => (
            <li key={item.url} className="header-search__result">
              <LocalLink className="header-search__link" href={item.url}>
                {item.title}
              </LocalLink>
              <span className="header-search__section">{t(`views.search.section.${item.section}`)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
