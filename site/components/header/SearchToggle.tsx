import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageContext } from 'vike-react/usePageContext';
import { localisePath } from '../../rules/locale.ts';
import { HeaderIcon } from './HeaderIcon.tsx';
import { useBodyScrollLock } from './useBodyScrollLock.ts';

/**
 * The search toggle (spec section 2: Russian only, never on support pages; the header decides). It
 * opens a panel with a plain GET form to the search page, so searching works before hydration and
 * without script; live results join later. Escape or the toggle closes it. Spec section 4: the open
 * search block locks the page's scrolling.
 */
export function SearchToggle() {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const id = useId();
  const [open, setOpen] = useState(false);
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

  // A tap or click anywhere outside the panel and its toggle closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const panel = document.getElementById(`${id}-panel`);
      const target = event.target;
      if (!(target instanceof Node) || panel?.contains(target) || toggleRef.current?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, id]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
  };

  return (
    <div className="header-search" onKeyDown={onKeyDown}>
      <button
        ref={toggleRef}
        type="button"
        className="header-search__toggle"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((value) => !value)}
      >
        <HeaderIcon name={open ? 'close' : 'search'} />
        <span className="visually-hidden">{t('header.search.toggle')}</span>
      </button>
      <div id={`${id}-panel`} className="header-search__panel" hidden={!open}>
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
            placeholder={t('header.search.placeholder')}
            autoComplete="off"
            enterKeyHint="search"
          />
          <button type="submit" className="header-search__submit">
            {t('header.search.submit')}
          </button>
        </form>
      </div>
    </div>
  );
}
