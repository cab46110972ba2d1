import {
  useEffect,
  useId,
  useRef,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import { headerMenu } from '../../config/menus.ts';
import type { SiteVariant } from '../../config/variants.ts';
import { dropdownColumns, isMenuOpen } from '../../rules/menuState.ts';
import { useMenuStore } from '../../stores/menuStore.ts';
import { HeaderIcon } from './HeaderIcon.tsx';
import { MenuColumns } from './MenuColumns.tsx';
import { MenuLink } from './MenuLink.tsx';

const isMouse = (event: PointerEvent) => event.pointerType === 'mouse';

/**
 * The header menu from 1024 px (spec section 4 "Desktop menu"): hovering an item with sub-items
 * opens its dropdown, leaving the nav closes it; click, Enter and Space toggle it (keyboard and
 * touch, where there is no hover); Escape closes it and gives focus back to its button.
 * A mouse reaches the button by hovering it, which already opened the dropdown: the click that
 * follows keeps it open instead of closing what the visitor is about to use; a second click closes it.
 */
export function DesktopMenu({ variant }: { variant: SiteVariant }) {
  const { t } = useTranslation();
  const items = headerMenu(variant, usePageContext().locale);
  const idPrefix = useId();
  const navRef = useRef<HTMLElement>(null);
  const openedByHover = useRef<number | null>(null);
  const menu = useMenuStore();
  const { openedMenu, closeMenu } = menu;
  const buttonId = (id: number) => `${idPrefix}-menu-${id}`;
  const panelId = (id: number) => `${idPrefix}-menu-${id}-panel`;

  // A tap outside closes a dropdown opened by touch (a mouse closes it by leaving). The mobile
  // submenu shares the store, so a hidden desktop nav must not react to taps in the mobile menu.
  useEffect(() => {
    if (!openedMenu) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      const nav = navRef.current;
      if (!nav || nav.getClientRects().length === 0) return;
      if (event.target instanceof Node && !nav.contains(event.target)) closeMenu();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openedMenu, closeMenu]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menu.openedMenu || menu.currentMenuId === null) return;
    const id = menu.currentMenuId;
    menu.closeMenu();
    document.getElementById(buttonId(id))?.focus();
  };
  const onNavLeave = (event: PointerEvent) => {
    openedByHover.current = null;
    if (isMouse(event) && menu.openedMenu) menu.closeMenu();
  };
  const onBlur = (event: FocusEvent) => {
    // Focus that leaves the nav (Tab past the last link) closes the dropdown behind it.
    if (menu.openedMenu && !event.currentTarget.contains(event.relatedTarget)) menu.closeMenu();
  };
  const onLinkHover = (event: PointerEvent) => {
    if (isMouse(event) && menu.openedMenu) menu.closeMenu();
  };
  const onToggleHover = (event: PointerEvent, id: number) => {
    if (!isMouse(event) || isMenuOpen(menu, id)) return;
    openedByHover.current = id;
    menu.openMenu(id);
  };
  const onToggleClick = (id: number) => {
    if (openedByHover.current === id && isMenuOpen(menu, id)) {
      openedByHover.current = null;
      return;
    }
    openedByHover.current = null;
    menu.toggleMenu(id);
  };

  return (
    <nav
      ref={navRef}
      className="header-nav"
      aria-label={t('header.nav')}
      onKeyDown={onKeyDown}
      onPointerLeave={onNavLeave}
      onBlur={onBlur}
    >
      <ul className="header-nav__list">
        {items.map((item) => {
          if (!item.isItems)
            return (
              <li key={item.id} className="header-nav__item" onPointerEnter={onLinkHover}>
                <MenuLink
                  route={item.route}
                  external={item.external}
                  target={item.target}
                  className="header-nav__link"
                  onNavigate={menu.closeAll}
                >
                  {item.title}
                </MenuLink>
              </li>
            );
          const open = isMenuOpen(menu, item.id);
          const columns = dropdownColumns(item.items.length > 0 ? item.items : [item]).length;
          return (
            <li key={item.id} className="header-nav__item" onPointerEnter={(event) => onToggleHover(event, item.id)}>
              <button
                type="button"
                id={buttonId(item.id)}
                className="header-nav__link header-nav__toggle"
                aria-expanded={open}
                aria-controls={panelId(item.id)}
                onClick={() => onToggleClick(item.id)}
              >
                {item.title}
                <HeaderIcon name="chevronDown" className="header-icon header-icon--small header-nav__chevron" />
              </button>
              <div
                id={panelId(item.id)}
                className="header-dropdown"
                hidden={!open}
                data-direction={open ? (menu.switchDirection ?? undefined) : undefined}
                // Focusable so that a click on the panel's empty space keeps focus inside the nav.
                tabIndex={-1}
                style={{ '--header-dropdown-columns': columns } as CSSProperties}
              >
                <div className="header-dropdown__inner">
                  <MenuColumns
                    item={item}
                    idPrefix={panelId(item.id)}
                    block="header-dropdown"
                    onNavigate={menu.closeAll}
                  />
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
