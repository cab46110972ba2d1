import { usePageContext } from 'vike-react/usePageContext';
import type { FooterVariant } from '../../config/variants.ts';
import { useSettledBeforeHydrated } from '../deferHydration.tsx';
import { FooterView } from './FooterView.tsx';
import { FOOTER_MOBILE_QUERY, useMediaQuery } from './useMediaQuery.ts';

/**
 * The site footer (spec section 2 "Footer"): the general footer (Russian or English by locale), the
 * support footer or the alternative brand's. The server renders the desktop form; after hydration a
 * phone or tablet switches to the mobile footer with accordions, and the page reports itself hydrated
 * once it has.
 */
export function Footer({ variant }: { variant: FooterVariant }) {
  const { locale } = usePageContext();
  const { matches: mobile, known } = useMediaQuery(FOOTER_MOBILE_QUERY);
  useSettledBeforeHydrated('footer-form', known);
  return <FooterView variant={variant} locale={locale} mobile={mobile} />;
}
