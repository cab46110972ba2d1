// https://vike.dev/Layout — the layout comes from the route family (site/routes/routeTable.ts).
import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { NavigationProgress } from '../components/navigation/NavigationProgress.tsx';
import { pageLayoutOf } from '../content/pageMeta.ts';
import { SiteLayout } from '../layouts/SiteLayout.tsx';

export default function Layout({ children }: { children: ReactNode }) {
  // The error screens (no family) use the default layout: a visitor who got lost keeps the full menu.
  const { layout, variant } = pageLayoutOf(usePageContext());
  return (
    <>
      {/* The loading bar and the navigation's CSS constants, the same in every layout (spec sections 4, 9). */}
      <NavigationProgress />
      <SiteLayout layout={layout} variant={variant}>
        {children}
      </SiteLayout>
    </>
  );
}
