import { useEffect, useRef } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { headerMenu } from '../../config/menus.ts';
import { showsSearchToggle, type ChromeVariant } from '../../config/variants.ts';
import { routeOf } from '../../routes/routeTo.ts';
import { useMenuStore } from '../../stores/menuStore.ts';
import { DesktopMenu } from './DesktopMenu.tsx';
import { HeaderContacts } from './HeaderContacts.tsx';
import { HomeLink } from './HomeLink.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { SearchToggle } from './SearchToggle.tsx';
import { StartProjectLink } from './StartProjectLink.tsx';
import { useHeaderLook } from './useHeaderLook.ts';
import './header.css';

/**
 * The header of the layouts with a full navigation (default, b24, support; spec section 2 "Header"):
 * a thin bar with the phone, the e-mail and the language switch that scrolls away, and a sticky bar
 * with the home button, the variant's menu, the search toggle, the start-project button and, below
 * 1024 px, the burger that takes over the menu, the phone and the e-mail. Its look follows the scroll
 * (spec section 4 "Header look", site/rules/headerLook.ts).
 */
export function Header({ variant }: { variant: ChromeVariant }) {
  const pageContext = usePageContext();
  const { locale, urlPathname } = pageContext;
  const headerRef = useRef<HTMLElement>(null);
  const look = useHeaderLook(routeOf(pageContext).family === 'home', headerRef);
  const closeAll = useMenuStore((state) => state.closeAll);
  // The header outlives page changes (client routing): whatever menu was open belongs to the page left.
  useEffect(() => closeAll(), [urlPathname, closeAll]);
  const items = headerMenu(variant, locale);
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
          <DesktopMenu items={items} />
          <div className="site-header__actions">
            {showsSearchToggle(variant, locale) && <SearchToggle />}
            <StartProjectLink variant={variant} className="header-cta site-header__cta" />
            <MobileMenu variant={variant} items={items} />
          </div>
        </div>
      </div>
    </header>
  );
}
