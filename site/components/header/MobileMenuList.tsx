import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation.tsx';
import type { MenuItem } from '../../../contracts/menu.ts';
import { isMenuOpen } from '../../rules/menuState.ts';
import { useMenuStore } from '../../stores/menuStore.ts';
import { HeaderIcon } from './HeaderIcon.tsx';
import { MenuColumns } from './MenuColumns.tsx';
import { MenuLink } from './MenuLink.tsx';

const buttonIdOf = (prefix: string, id: number) => `${prefix}-item-${id}`;

/**
 * The menu inside the mobile overlay. An item with sub-items is a button that opens its submenu in
 * place of the list; the submenu hides the logo (spec: isShowLogo false), whose place shows the back
 * button (MobileMenu); going back returns focus to the item's button.
 */
export function MobileMenuList({
  items,
  idPrefix,
  onNavigate,
}: {
  items: MenuItem[];
  idPrefix: string;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const menu = useMenuStore();
  const submenu = menu.isShowLogo ? undefined : items.find((item) => isMenuOpen(menu, item.id));
  const buttonId = (id: number) => buttonIdOf(idPrefix, id);
  const submenuId = (id: number) => `${idPrefix}-item-${id}-submenu`;
  const lastSubmenu = useRef<number | null>(null);
  const openId = submenu?.id ?? null;

  useEffect(() => {
    if (openId === null && lastSubmenu.current !== null)
      document.getElementById(buttonIdOf(idPrefix, lastSubmenu.current))?.focus();
    lastSubmenu.current = openId;
  }, [openId, idPrefix]);

  return (
    <nav className="mobile-menu__nav" aria-label={t('header.nav')}>
      <ul className="mobile-menu__list" hidden={submenu !== undefined}>
        {items.map((item) => (
          <li key={item.id} className="mobile-menu__item">
            {item.isItems ? (
              <button
                type="button"
                id={buttonId(item.id)}
                className="mobile-menu__link"
                aria-expanded={submenu?.id === item.id}
                aria-controls={submenuId(item.id)}
                onClick={() => menu.openSubmenu(item.id)}
              >
                {item.title}
                <HeaderIcon name="chevronRight" />
              </button>
            ) : (
              <MenuLink
                route={item.route}
                external={item.external}
                target={item.target}
                className="mobile-menu__link"
                onNavigate={onNavigate}
              >
                {item.title}
              </MenuLink>
            )}
          </li>
        ))}
      </ul>
      {items
        .filter((item) => item.isItems)
        .map((item) => (
          <div
            key={item.id}
            id={submenuId(item.id)}
            className="mobile-menu__submenu"
            hidden={submenu?.id !== item.id}
            data-direction={submenu?.id === item.id ? (menu.switchDirection ?? undefined) : undefined}
          >
            {submenu?.id === item.id && (
              <>
                <p className="mobile-menu__submenu-title">{item.title}</p>
                <MenuColumns item={item} idPrefix={submenuId(item.id)} block="mobile-submenu" onNavigate={onNavigate} />
              </>
            )}
          </div>
        ))}
    </nav>
  );
}
