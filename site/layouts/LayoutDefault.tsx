import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Footer } from '../components/Footer.tsx';
import { Header } from '../components/Header.tsx';
import './LayoutDefault.css';

/** The default layout of spec section 2: header, main content, footer. */
export function LayoutDefault({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="layout">
      <a className="skip-link" href="#content">
        {t('a11y.skipToContent')}
      </a>
      <Header />
      <main id="content" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
