import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { usePageContext } from 'vike-react/usePageContext';
import { headerMenu } from '../../config/menus.ts';
import type { SiteVariant } from '../../config/variants.ts';
import { useMenuStore } from '../../stores/menuStore.ts';
import { trapTab } from './focusables.ts';
import { HeaderContacts } from './HeaderContacts.tsx';
import { HeaderIcon } from './HeaderIcon.tsx';
import { HomeLink } from './HomeLink.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { StartProjectLink } from './StartProjectLink.tsx';
import { useBodyScrollLock } from './useBodyScrollLock.ts';
import { loadOnRender } from '../loadOnRender.tsx';
import { DESKTOP_MIN_WIDTH } from '../../config/breakpoints.ts';

/** Where the burger gives way to the desktop menu (spec section 9: desktop 1024). */
const DESKTOP = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;

// The menu's list (submenus and their keyboard handling) loads on the first opening, not with the page.
const MobileMenuList = loadOnRender(() => import('./MobileMenuList.tsx').then((module) => module.MobileMenuList));

/**
 * The burger below 1024 px (spec section 4 "Mobile menu"): it opens a full-height modal overlay
 * that locks the page's scrolling and lists the menu, the phone, the e-mail, the start-project
 * button and the language switch. Escape, the close button and any followed link close it; focus
 * moves into the overlay when it opens and back to the burger when it closes.
 */
export function MobileMenu({ variant }: { variant: SiteVariant }) {
  const { t } = useTranslation();
  const { urlPathname, locale } = usePageContext();
  const items = headerMenu(variant, locale);
  const dialogId = useId();
  const [open, setOpen] = useState(false);
  const [shownPath, setShownPath] = useState(urlPathname);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  const backRef = useRef<HTMLButtonElement>(null);
  const isShowLogo = useMenuStore((state) => state.isShowLogo);
  const closeAll = useMenuStore((state) => state.closeAll);
  const closeMenu = useMenuStore((state) => state.closeMenu);
  const setShowLogo = useMenuStore((state) => state.setShowLogo);
  useBodyScrollLock(open);

  // A page change that did not come through a menu link (the browser's back button) closes it too.
  if (urlPathname !== shownPath) {
    setShownPath(urlPathname);
    setOpen(false);
  }

  useEffect(() => {
    if (open) dialogRef.current?.querySelector<HTMLElement>('.mobile-menu__close')?.focus();
    else if (wasOpen.current) burgerRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  // A submenu opened: the back button stands where the logo was, and takes the focus.
  useEffect(() => {
    if (!isShowLogo) backRef.current?.focus();
  }, [isShowLogo]);

  // Widening the window past the breakpoint hides the overlay: close it so the page is not left locked.
  useEffect(() => {
    if (!open) return;
    const query = window.matchMedia(DESKTOP);
    const onChange = () => {
      if (!query.matches) return;
      setOpen(false);
      closeAll();
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [open, closeAll]);

  const close = () => {
    setOpen(false);
    closeAll();
  };
  const back = () => {
    closeMenu();
    setShowLogo(true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else trapTab(event, event.currentTarget);
  };

  return (
    <>
      <button
        ref={burgerRef}
        type="button"
        className="header-burger"
        aria-expanded={open}
        aria-controls={dialogId}
        onClick={() => setOpen(true)}
      >
        <HeaderIcon name="burger" />
        <span className="visually-hidden">{t('header.menu.open')}</span>
      </button>
      <div
        ref={dialogRef}
        id={dialogId}
        className="mobile-menu"
        role="dialog"
        aria-modal="true"
        aria-label={t('header.menu.dialog')}
        hidden={!open}
        onKeyDown={onKeyDown}
      >
        {open && (
          <>
            <div className="mobile-menu__bar">
              {isShowLogo ? (
                <HomeLink variant={variant} onClick={close} />
              ) : (
                <button ref={backRef} type="button" className="mobile-menu__back" onClick={back}>
                  <HeaderIcon name="back" />
                  {t('header.menu.back')}
                </button>
              )}
              <button type="button" className="mobile-menu__close" onClick={close}>
                <HeaderIcon name="close" />
                <span className="visually-hidden">{t('header.menu.close')}</span>
              </button>
            </div>
            <MobileMenuList items={items} idPrefix={dialogId} onNavigate={close} />
            <div className="mobile-menu__footer">
              <HeaderContacts className="mobile-menu__contacts" />
              <StartProjectLink variant={variant} className="header-cta mobile-menu__cta" onClick={close} />
              <LanguageSwitch onNavigate={close} />
            </div>
          </>
        )}
      </div>
    </>
  );
}
