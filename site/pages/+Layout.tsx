// https://vike.dev/Layout — the layout comes from the route family (site/routes/routeTable.ts).
import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { pageChromeOf } from '../content/pageMeta.ts';
import { SiteLayout } from '../layouts/SiteLayout.tsx';

export default function Layout({ children }: { children: ReactNode }) {
  // The error screens (no family) use the default layout: a visitor who got lost keeps the full menu.
  const { layout, variant } = pageChromeOf(usePageContext());
  return (
    <SiteLayout layout={layout} variant={variant}>
      {children}
    </SiteLayout>
  );
}
