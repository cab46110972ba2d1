import { useTranslation } from '../../i18n/useTranslation.tsx';
import { usePageContext } from 'vike-react/usePageContext';
import { navigate } from 'vike/client/router';
import { variants, type SiteVariant } from '../../config/variants.ts';
import { localisePath } from '../../rules/localePath.ts';
import { canGoBack } from './canGoBack.ts';
import { HeaderIcon } from './HeaderIcon.tsx';

/**
 * The close button of the feedback and research-form screens (spec section 2 "Layouts": it goes
 * back). Back only to a page of this site; a visitor who landed here from elsewhere goes to the
 * home page of the screen's variant in their language instead of leaving the site.
 */
export function CloseButton({ variant }: { variant: SiteVariant }) {
  const { t } = useTranslation();
  const pageContext = usePageContext();
  const onClick = () => {
    const history = {
      // isHydration is false on the client once the client-side router has changed pages.
      navigatedInSite: pageContext.isHydration === false,
      referrer: document.referrer,
      origin: window.location.origin,
      historyLength: window.history.length,
    };
    if (canGoBack(history)) window.history.back();
    else void navigate(localisePath(variants[variant].logoHref, pageContext.locale));
  };
  return (
    <button type="button" className="nav-bar__close" onClick={onClick}>
      <HeaderIcon name="close" />
      <span className="nav-bar__close-text">{t('header.close')}</span>
    </button>
  );
}
