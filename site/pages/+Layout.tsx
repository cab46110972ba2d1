// https://vike.dev/Layout — the layout comes from the route family (site/routes/routeTable.ts).
import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { SiteLayout } from '../layouts/SiteLayout.tsx';
import { routeFamilies, type RouteFamily } from '../routes/routeTable.ts';
import { routeOf } from '../routes/routeTo.ts';

export default function Layout({ children }: { children: ReactNode }) {
  const { family } = routeOf(usePageContext());
  // The error screens (no family) use the default layout: a visitor who got lost keeps the full menu.
  const route: RouteFamily | undefined = family ? routeFamilies[family] : undefined;
  return (
    <SiteLayout layout={route?.layout ?? 'default'} variant={route?.variant}>
      {children}
    </SiteLayout>
  );
}
