import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { CookieNotice } from '../components/overlays/CookieNotice.tsx';
import { FirstInteraction } from '../components/analytics/FirstInteraction.tsx';
import { ScrollToTop } from '../components/overlays/ScrollToTop.tsx';
import { deferHydration, HydrateSeparately } from '../components/deferHydration.tsx';
import { Header } from '../components/header/Header.tsx';
import { NavBar } from '../components/header/NavBar.tsx';
import { layouts, type LayoutName } from '../config/layouts.ts';
import { variants, type SiteVariant } from '../config/variants.ts';
import './LayoutDefault.css';

/** The footer is below every first screen: its code and data load after the page's (decision 016). */
const Footer = deferHydration('footer', () => import('../components/footer/Footer.tsx').then((m) => m.Footer));

interface Props {
  layout: LayoutName;
  /** Overrides the layout's own variant (the testing brand, the Bitrix24 feedback screen). */
  variant?: SiteVariant;
  children: ReactNode;
}

/**
 * The layouts of spec section 2, from one table (site/config/layouts.ts): which navigation bar,
 * whether a footer, a scroll-to-top control and a cookie notice show. Landmarks: banner, main,
 * contentinfo, with a skip link first.
 */
export function SiteLayout({ layout, variant, children }: Props) {
  const { t } = useTranslation();
  const parts = { ...layouts[layout], ...(variant ? { variant } : {}) };
  return (
    <div className={`layout layout--${layout}`} data-layout={layout} data-variant={parts.variant}>
      <a className="skip-link" href="#content">
        {t('a11y.skipToContent')}
      </a>
      {/* A pass of its own too: React's first, synchronous pass over the page is then only this frame
          (decision 018). A click on the header before then hydrates it at once and is replayed. */}
      <HydrateSeparately name="header">
        {parts.nav === 'full' ? <Header variant={parts.variant} /> : <NavBar parts={parts} />}
      </HydrateSeparately>
      <main id="content" tabIndex={-1}>
        <HydrateSeparately name="main">{children}</HydrateSeparately>
      </main>
      {parts.footer && <Footer variant={variants[parts.variant].footer} />}
      {parts.scrollToTop && <ScrollToTop />}
      {parts.cookieNotice && <CookieNotice />}
      <FirstInteraction />
    </div>
  );
}
