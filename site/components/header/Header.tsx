import { useEffect, useRef } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { showsSearchToggle, type SiteVariant } from '../../config/variants.ts';
import { routeOf } from '../../routes/routeTo.ts';
import { useMenuStore } from '../../stores/menuStore.ts';
import { HeaderContacts } from './HeaderContacts.tsx';
import { HomeLink } from './HomeLink.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { StartProjectLink } from './StartProjectLink.tsx';
import { useHeaderLook } from './useHeaderLook.ts';
import { deferHydration } from '../deferHydration.tsx';
import './header.css';

// The menus (with every variant's menu data) and the search block are rendered by the server and shown
// at once; their code, requested as hydration starts, hydrates them just after the rest of the header
// (decision 016). Until then a tap on a menu link navigates as a plain link does.
const DesktopMenu = deferHydration('desktopMenu', () => import('./DesktopMenu.tsx').then((m) => m.DesktopMenu));
const MobileMenu = deferHydration('mobileMenu', () => import('./MobileMenu.tsx').then((m) => m.MobileMenu));
const SearchToggle = deferHydration('searchToggle', () => import('./SearchToggle.tsx').then((m) => m.SearchToggle));

/**
 * The header of the layouts with a full navigation (default, b24, support; spec section 2 "Header"):
 * a thin bar with the phone, the e-mail and the language switch that scrolls away, and a sticky bar
 * with the home button, the variant's menu, the search toggle, the start-project button and, below
 * 1024 px, the burger that takes over the menu, the phone and the e-mail. Its look follows the scroll
 * (spec section 4 "Header look", site/rules/headerLook.ts).
 */
export function Header({ variant }: { variant: SiteVariant }) {
  const pageContext = usePageContext();
  const { locale, urlPathname } = pageContext;
  const headerRef = useRef<HTMLElement>(null);
  const look = useHeaderLook(routeOf(pageContext).family === 'home', headerRef);
  const closeAll = useMenuStore((state) => state.closeAll);
  // The header outlives page changes (client routing): whatever menu was open belongs to the page left.
  useEffect(() => closeAll(), [urlPathname, closeAll]);
  return (
    <header
      ref={headerRef}
      className="site-header"
      data-variant={variant}
      data-look={look.solid ? 'solid' : 'transparent'}
      data-top={look.top}
      data-scrolled={look.scrolled}
      data-animated={look.animated}
    >
      <div className="site-header__utility">
        <div className="site-header__inner">
          <HeaderContacts className="site-header__contacts" />
          <LanguageSwitch />
        </div>
      </div>
      <div className="site-header__main">
        <div className="site-header__inner">
          <HomeLink variant={variant} />
          <DesktopMenu variant={variant} />
          <div className="site-header__actions">
            {showsSearchToggle(variant, locale) && <SearchToggle />}
            <StartProjectLink variant={variant} className="header-cta site-header__cta" />
            <MobileMenu variant={variant} />
          </div>
        </div>
      </div>
    </header>
  );
}
