import { compilePathTemplate, fillPathTemplate } from '../../contracts/pathTemplate.ts';
import { FAMILY_IDS, routeFamilies, type FamilyId, type ParamRule, type RouteFamily } from './routeTable.ts';

export interface RouteMatch {
  family: FamilyId;
  params: Record<string, string>;
}

const compiled = FAMILY_IDS.map((family) => ({ family, ...compilePathTemplate(routeFamilies[family].path) }));

function accepts(rule: ParamRule | undefined, value: string): boolean {
  if (!rule) return false;
  return 'values' in rule ? rule.values.includes(value) : rule.test(value);
}

/**
 * The page family and parameters of a locale-less path, or undefined: an unknown path, or a
 * parameter outside its family's list, is not a page (the 404 screen). Paths are matched as
 * they arrive, never percent-decoded, and case-sensitively (`/bitrix24/crm/` redirects before this).
 */
export function matchRoute(pathname: string): RouteMatch | undefined {
  for (const { family, names, regex } of compiled) {
    const match = regex.exec(pathname);
    if (!match) continue;
    const rules = (routeFamilies[family] as RouteFamily).params ?? {};
    const params: Record<string, string> = {};
    if (names.every((name, index) => accepts(rules[name], (params[name] = match[index + 1] ?? '')))) {
      return { family, params };
    }
  }
  return undefined;
}

/** A family's path with its parameters filled in. */
export function familyPath(family: FamilyId, params: Record<string, string> = {}): string {
  return fillPathTemplate(routeFamilies[family].path, params);
}
