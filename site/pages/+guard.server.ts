// https://vike.dev/guard (server only: https://vike.dev/file-env; guards fetch content) — runs the route guards the page's family names (site/routes/routeGuards.ts).
import type { PageContextServer } from 'vike/types';
import { runRouteGuards } from '../routes/routeGuards.ts';
import { routeFamilies, type RouteFamily } from '../routes/routeTable.ts';
import { routeOf } from '../routes/routeTo.ts';

export async function guard(pageContext: PageContextServer) {
  const { family, params } = routeOf(pageContext);
  if (!family) return;
  const route: RouteFamily = routeFamilies[family];
  await runRouteGuards(route.guards ?? [], pageContext, params);
}
