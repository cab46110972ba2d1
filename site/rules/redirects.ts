/**
 * Permanent redirects (spec §9). All answers are 301 and keep the query string unchanged; both locales
 * are handled, the `/en/` prefix is kept. Rules, in the order one pass applies them to the locale-less path:
 *   1. AMP: a leading `amp` segment (right after the locale) is removed: /amp/x/ → /x/, /en/amp/x/ → /en/x/.
 *      Decision: only a LEADING segment counts (/blog/amp/ is a page like any other, /champ/ is not AMP);
 *      repeated leading segments are all removed (/amp/amp/x/ → /x/) so the answer is final.
 *   2. The data table site/config/redirects.json: exact paths, then path prefixes.
 *   3. Portfolio: /portfolio-web-studii/{category}/{project}/ → /portfolio-web-studii/{project}/.
 *   4. Bitrix24 slugs keep their spec case: the lower-case address answers with the exact spelling
 *      (generated from `caseSensitiveSlugs` in the table).
 *   5. Trailing slash: /x → /x/, except files (a dot in the last segment) — and /api/ and /healthz,
 *      which are endpoints and never redirected at all.
 * Passes repeat until nothing changes, so chains resolve in ONE hop (/amp/create-site → /services/sozdanie-saytov/).
 * /career/ (in either locale, after the rules above) goes to the career site: the only external redirect.
 *
 * Safety decisions:
 * - The raw path is never percent-decoded: rules match literal ASCII slugs, and an encoded `%2F` or `%5C`
 *   stays encoded in the location, where browsers do not treat it as a separator.
 * - When the final location would not be a safe local location (`//evil/`, `/\evil/`, control characters,
 *   non-ASCII, a backslash in the query…), the answer is NO redirect (null): the request is then served as
 *   usual (normally a 404). Never rewriting hostile input into something "repaired" keeps the rule simple.
 * - A path containing `?` or `#` cannot be a raw request path: no redirect.
 */
import { brand } from '../config/brand.ts';
import { localisePath, splitLocale } from './localePath.ts';
import { caseAliases, redirectTable, type RedirectTable } from './redirectTable.ts';
import { isSafeLocalLocation } from './safeLocation.ts';

export type Redirect = { status: 301; location: string };

export interface ResolveRedirectOptions {
  /** Where /career/ goes; the configured career site by default. */
  careerUrl?: string;
}

/** Generous bound on passes; the table is validated chain-free, so real paths settle in 2–4 passes. */
const MAX_PASSES = 8;

const PORTFOLIO = '/portfolio-web-studii/';
const CAREER_PATH = '/career/';

interface CompiledTable {
  exact: ReadonlyMap<string, string>;
  prefix: ReadonlyArray<{ from: string; to: string }>;
  aliases: ReadonlyMap<string, string>;
}

function compile(table: RedirectTable): CompiledTable {
  return {
    exact: new Map(table.exact.map((e) => [e.from, e.to])),
    prefix: table.prefix,
    aliases: caseAliases(table.caseSensitiveSlugs),
  };
}

let compiledTable: CompiledTable | undefined;
/** The table in the shape the passes read, made on the first request that needs it. */
const compiled = () => (compiledTable ??= compile(redirectTable()));

/** Removes every leading `amp` segment of a locale-less path: /amp/x/ → /x/, /amp/ → /. */
function stripAmp(path: string): string {
  let p = path;
  while (p.startsWith('/amp/')) p = p.slice('/amp'.length);
  return p;
}

function applyTable(path: string, t: CompiledTable): string {
  const exact = t.exact.get(path);
  if (exact !== undefined) return exact;
  // Prefix rules only rewrite page paths (slash-terminated) with something after the prefix.
  if (path.endsWith('/')) {
    for (const { from, to } of t.prefix) {
      if (path.startsWith(from) && path.length > from.length + 1) return to + path.slice(from.length);
    }
  }
  return path;
}

/** /portfolio-web-studii/{category}/{project}/ — exactly three non-empty segments. */
function dropPortfolioCategory(path: string): string {
  if (!path.startsWith(PORTFOLIO) || !path.endsWith('/')) return path;
  const rest = path.slice(PORTFOLIO.length, -1).split('/');
  if (rest.length !== 2) return path;
  const [category, project] = rest;
  if (!category || !project) return path;
  return `${PORTFOLIO}${project}/`;
}

function lastSegment(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** Files (a dot in the last segment) are served as is; everything else ends with '/'. */
function withTrailingSlash(path: string): string {
  if (path.endsWith('/') || lastSegment(path).includes('.')) return path;
  return `${path}/`;
}

/** One application of every rule, in order. */
function pass(fullPath: string, t: CompiledTable): string {
  const { locale, path } = splitLocale(fullPath);
  let p = stripAmp(path);
  p = applyTable(p, t);
  p = dropPortfolioCategory(p);
  p = t.aliases.get(p) ?? p;
  return withTrailingSlash(localisePath(p, locale));
}

/** /api/… and /healthz are endpoints: clients of an API never get a redirect. */
function isEndpoint(pathname: string): boolean {
  // Stryker disable next-line StringLiteral: only called with paths that start with '/', which always have a segment [1]
  const first = pathname.split('/')[1] ?? '';
  return first === 'api' || first === 'healthz';
}

function appendSearch(url: string, search: string): string {
  if (search === '') return url;
  // The career URL may carry its own query; the visitor's parameters are added to it.
  if (url.includes('?')) return `${url}&${search.slice(1)}`;
  return url + search;
}

/**
 * The redirect for a raw request path, or null when the path is served as is.
 * `search` is '' or starts with '?'; it is appended unchanged.
 */
export function resolveRedirect(
  pathname: string,
  search: string,
  options: ResolveRedirectOptions = {},
): Redirect | null {
  if (!pathname.startsWith('/') || pathname.includes('?') || pathname.includes('#')) return null;
  if (search !== '' && !search.startsWith('?')) return null;
  if (isEndpoint(pathname)) return null;

  let current = pathname;
  // Stryker disable next-line EqualityOperator,AssignmentOperator: the table is validated chain-free, so every path settles in far fewer passes than the bound
  for (let i = 0; i < MAX_PASSES; i += 1) {
    if (splitLocale(current).path === CAREER_PATH) {
      const careerUrl = options.careerUrl ?? brand.external.career;
      return { status: 301, location: appendSearch(careerUrl, search) };
    }
    const next = pass(current, compiled());
    if (next === current) {
      if (current === pathname) return null;
      const location = current + search;
      return isSafeLocalLocation(location) ? { status: 301, location } : null;
    }
    current = next;
  }
  // Not settled: only possible with a cycle in the data, which the table schema and tests forbid.
  // Answering nothing is safer than sending the visitor round in circles.
  return null;
}
