import { familyPath } from './matchRoute.ts';
import { FAMILY_IDS, routeFamilies, type FamilyId, type RouteFamily } from './routeTable.ts';

export interface PageEntry {
  family: FamilyId;
  path: string;
  params: Record<string, string>;
}

/** The slugs behind the open parameters: projects and articles exist only in content. */
export interface OpenSlugs {
  projects: readonly string[];
  articles: readonly { category: string; slug: string }[];
}

function product(rules: Record<string, readonly string[]>): Record<string, string>[] {
  return Object.entries(rules).reduce<Record<string, string>[]>(
    (combos, [name, list]) => combos.flatMap((combo) => list.map((value) => ({ ...combo, [name]: value }))),
    [{}],
  );
}

/**
 * Every page of the site in one locale, in route-table order: the families with closed parameter
 * lists expand by themselves; projects and articles come from content. Previews (noindex) are left out.
 */
export function listPages(open: OpenSlugs): PageEntry[] {
  return FAMILY_IDS.flatMap((family) => {
    const route: RouteFamily = routeFamilies[family];
    if (route.noindex) return [];
    if (family === 'project') return open.projects.map((slug) => entry(family, { slug }));
    if (family === 'article') return open.articles.map(({ category, slug }) => entry(family, { category, slug }));
    const lists: Record<string, readonly string[]> = {};
    for (const [name, rule] of Object.entries(route.params ?? {})) {
      if (!('values' in rule))
        throw new Error(`The route family "${family}" has an open parameter "${name}": list its pages in listPages().`);
      lists[name] = rule.values;
    }
    return product(lists).map((params) => entry(family, params));
  });
}

function entry(family: FamilyId, params: Record<string, string>): PageEntry {
  return { family, path: familyPath(family, params), params };
}
