import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { usePageContext } from 'vike-react/usePageContext';
import { localisePath } from '../../rules/localePath.ts';
import { SEARCH_QUERY_MAX } from '../../rules/searchMatching.ts';
import { SEARCH_TOGGLE_DELAY_MS } from '../../rules/searchState.ts';
import { createSearchStore, useSearchStore } from '../../stores/searchStore.ts';
import { lazySearchIndex } from '../search/lazySearchIndex.ts';
import { loadOnRender } from '../loadOnRender.tsx';
import { HeaderIcon } from './HeaderIcon.tsx';
import { useBodyScrollLock } from './useBodyScrollLock.ts';

/** The reveal's duration comes from the rule, not from the style sheet: one number, one place. */
const panelStyle = { '--header-search-reveal': `${SEARCH_TOGGLE_DELAY_MS}ms` } as CSSProperties;

// The live results (and, through the store, the index loader) are fetched on the first opening only.
const Results = loadOnRender(() =>
  import('../search/SearchBlockResults.tsx').then((module) => module.SearchBlockResults),
);

/**
 * The search toggle and its block (spec section 2: Russian only, never on support pages; the header
 * decides; spec section 4 "Search block"). The block is a plain GET form to the search page, so
 * searching works before hydration and without script; once hydrated, results show under the field as
 * the visitor types (site/stores/searchStore.ts). Opening locks the page's scrolling and loads the
 * search index if it is empty; the toggle, Escape, a click outside or a followed result close it and
 * clear what was typed.
 */
export function SearchToggle() {
  const { t } = useTranslation();
  const { locale, urlOriginal } = usePageContext();
  const id = useId();
  const [store] = useState(() => createSearchStore(lazySearchIndex(locale)));
  const open = useSearchStore(store, (state) => state.isShowSearchBlock);
  const value = useSearchStore(store, (state) => state.value);
  const { toggle, close, type, loadIndex } = store.getState();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const wasOpen = useRef(false);
  useBodyScrollLock(open);

  useEffect(() => {
    if (open) inputRef.current?.focus();
    else if (wasOpen.current && toggleRef.current && !toggleRef.current.contains(document.activeElement))
      toggleRef.current.focus();
    wasOpen.current = open;
  }, [open]);

  // The header outlives page changes (client routing): a followed result closes the block.
  useEffect(() => close(), [urlOriginal, close]);

  // A tap or click anywhere outside the panel and its toggle closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const panel = document.getElementById(`${id}-panel`);
      const target = event.target;
      if (!(target instanceof Node) || panel?.contains(target) || toggleRef.current?.contains(target)) return;
      close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, id, close]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    close();
  };

  // The retry button disappears while the index loads again: the focus goes back to the field.
  const retry = () => {
    loadIndex();
    inputRef.current?.focus();
  };

  return (
    <div className="header-search" onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className="header-search__toggle"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={toggle}
      >
        <HeaderIcon name={open ? 'close' : 'search'} />
        <span className="visually-hidden">{t('header.search.toggle')}</span>
      </button>
      <div id={`${id}-panel`} className="header-search__panel" hidden={!open} style={panelStyle}>
        <form
          className="header-search__form"
          role="search"
          aria-label={t('header.search.form')}
          action={localisePath('/search/', locale)}
          method="get"
        >
          <label className="header-search__label" htmlFor={`${id}-q`}>
            {t('header.search.input')}
          </label>
          <input
            ref={inputRef}
            id={`${id}-q`}
            className="header-search__input"
            type="search"
            name="q"
            value={value}
            onChange={(event) => type(event.target.value)}
            maxLength={SEARCH_QUERY_MAX}
            placeholder={t('header.search.placeholder')}
            autoComplete="off"
            enterKeyHint="search"
          />
          <button type="submit" className="header-search__submit">
            {t('header.search.submit')}
          </button>
        </form>
        {open && <Results store={store} onRetry={retry} />}
      </div>
    </div>
  );
}
