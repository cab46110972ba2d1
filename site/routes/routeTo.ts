import { matchRoute } from './matchRoute.ts';
import { routeFamilies, type FamilyId, type PageTemplate } from './routeTable.ts';

/**
 * A Vike route function (https://vike.dev/route-function) for one page template: it matches the
 * families of the route table that the template renders. `routeParams.family` tells the layout, the
 * guards and the data hook which family matched.
 */
export function routeTo(template: PageTemplate) {
  return (pageContext: { urlPathname: string }) => {
    const match = matchRoute(pageContext.urlPathname);
    if (!match || routeFamilies[match.family].template !== template) return false;
    return { routeParams: { ...match.params, family: match.family } };
  };
}

/** The family and parameters a page was routed with (see routeTo). */
export function routeOf(pageContext: { routeParams?: Record<string, string> }): {
  family: FamilyId | undefined;
  params: Record<string, string>;
} {
  const { family, ...params } = pageContext.routeParams ?? {};
  return { family: family && family in routeFamilies ? (family as FamilyId) : undefined, params };
}
