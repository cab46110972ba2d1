import { useTranslation } from '../../i18n/useTranslation.tsx';
import { showsScrollToTop } from '../../rules/scrollToTop.ts';
import { scrollPageToTop } from '../overlays/scrollPageToTop.ts';
import { useViewport } from '../overlays/useViewport.ts';
import '../overlays/scrollToTop.css';

/**
 * The scroll-to-top control of the default and support layouts (spec section 4): hidden (and absent
 * from the server's markup) until the page is scrolled past half its height.
 */
export function ScrollToTop() {
  const { t } = useTranslation();
  const visible = useViewport(({ scrollY, pageHeight }) => showsScrollToTop(scrollY, pageHeight), false);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="scroll-to-top"
      aria-label={t('scrollTop.label')}
      title={t('scrollTop.label')}
      onClick={() =>
        scrollPageToTop({
          matchMedia: (query) => window.matchMedia(query),
          scrollTo: (options) => window.scrollTo(options),
          getElementById: (id) => document.getElementById(id),
        })
      }
    >
      <svg viewBox="0 0 16 16" width="18" height="18" aria-hidden="true">
        <path d="M8 13V3M3 8l5-5 5 5" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </button>
  );
}
