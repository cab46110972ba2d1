/**
 * The site's redirect rules (site/rules/redirects.ts + site/config/redirects.json) as rules an edge
 * (nginx) can answer without asking Node. Every answer the edge gives must be the answer Node would
 * give, in ONE hop: exact locations take their target from `resolveRedirect` itself, and the pattern
 * rules (AMP, portfolio category, trailing slash) are regexes that refuse any path whose rewrite
 * would be redirected again — those, and anything unusual, are proxied and Node answers them.
 * spec/unit/nginxRedirects.test.ts checks the edge against `resolveRedirect` on generated paths.
 */
import { brand } from '../../site/config/brand.ts';
import { localisePath } from '../../site/rules/localePath.ts';
import { LOCALES } from '../../contracts/locale.ts';
import { caseAliases, redirectTable, type RedirectTable } from '../../site/rules/redirectTable.ts';
import { resolveRedirect } from '../../site/rules/redirects.ts';
import { escapeRegExp } from '../../contracts/pathTemplate.ts';

export type EdgeRule =
  | { kind: 'exact'; path: string; location: string }
  /** `pattern` is written in the syntax PCRE (nginx) and JavaScript share; `$n` in `replacement` are its captures. */
  | { kind: 'regex'; name: string; pattern: string; replacement: string };

/** What the edge cannot express and leaves to Node (printed into the generated file and docs/deployment.md). */
export const NODE_ONLY_RULES: readonly string[] = [
  'chains: an AMP, portfolio-category or slash-less path whose rewrite is itself redirected (Node answers in one hop)',
  'paths with characters outside latin letters, digits, "-", "_", "~" and "." (percent-escapes included): nginx matches the decoded URI, Node the raw one',
  'table entries whose paths hold percent-escapes, for the same reason',
  'locale or endpoint look-alikes (/amp/en/…, /en/api/x, /api/x): Node knows which are endpoints',
  'a career URL that carries its own query (Node merges the two queries)',
  'the safety net: Node refuses any redirect whose Location would not be a safe local path',
];

const PORTFOLIO = '/portfolio-web-studii/';
/** A path segment the edge handles: plain ASCII, never `.`/`..` (a leading dot is left to Node). */
const SEGMENT = '[A-Za-z0-9_~-][A-Za-z0-9._~-]*';
/** A last segment without a dot: not a file, so it gets a trailing slash. */
const PAGE_SEGMENT = '[A-Za-z0-9_~-]+';
const PLAIN_PATH = /^\/(?:[A-Za-z0-9_~-][A-Za-z0-9._~-]*\/)*$/u;

interface Sources {
  /** Locale-less paths redirected by an exact entry or a case alias. */
  fixed: string[];
  prefixes: string[];
}

function sources(table: RedirectTable): Sources {
  return {
    fixed: [...table.exact.map((e) => e.from), ...caseAliases(table.caseSensitiveSlugs).keys()],
    prefixes: table.prefix.map((p) => p.from),
  };
}

/**
 * A negative lookahead, placed right after the leading "/" of a locale-less path, that fails for every
 * path some rule would still redirect. `end` is how the path ends at the lookahead's horizon: "/$" for
 * a path that already ends with a slash, "$" for the slash-less path a trailing slash will be added to.
 * Deliberately broad (any /amp, /en, /api, /healthz, /career start): what it refuses goes to Node.
 */
function notRedirected({ fixed, prefixes }: Sources, end: '/$' | '$', { portfolio = true } = {}): string {
  const alternatives = [
    ...fixed.map((from) => {
      const inner = from.slice(1, -1);
      return inner === '' ? (end === '/$' ? '$' : null) : `${escapeRegExp(inner)}${end}`;
    }),
    ...prefixes.map((from) => escapeRegExp(from.slice(1))),
    ...(portfolio ? [`${escapeRegExp(PORTFOLIO.slice(1))}[^/]+/[^/]+${end}`] : []),
    '(?:amp|en|api|healthz|career)(?:/|$)',
  ].filter((a): a is string => a !== null);
  return `(?!${alternatives.join('|')})`;
}

/** Locale-less paths the table redirects, with the spellings visitors also use: no slash, /amp/ in front. */
function exactVariants(path: string): string[] {
  const withAmp = [path, `/amp${path}`];
  return [...withAmp, ...withAmp.filter((p) => p !== '/').map((p) => p.slice(0, -1))];
}

function exactRules(table: RedirectTable, careerUrl: string): EdgeRule[] {
  const { fixed } = sources(table);
  const bases = [...fixed.filter((p) => PLAIN_PATH.test(p)), ...(careerUrl.includes('?') ? [] : ['/career/'])];
  const paths = new Set<string>(['/en']);
  for (const base of bases) {
    for (const locale of LOCALES) for (const variant of exactVariants(base)) paths.add(localisePath(variant, locale));
  }
  return [...paths].flatMap((path) => {
    const redirect = resolveRedirect(path, '', { careerUrl });
    return redirect ? [{ kind: 'exact' as const, path, location: redirect.location }] : [];
  });
}

function portfolioRule(s: Sources): EdgeRule[] {
  // A prefix rule covering the whole portfolio would rewrite before the category rule: leave it to Node.
  if (s.prefixes.some((p) => PORTFOLIO.startsWith(p))) return [];
  const renamed = [
    ...s.fixed
      .filter((p) => p.startsWith(PORTFOLIO) && p.slice(PORTFOLIO.length, -1).split('/').length === 1)
      .map((p) => `${escapeRegExp(p.slice(PORTFOLIO.length, -1))}/$`),
    ...s.prefixes.filter((p) => p.startsWith(PORTFOLIO)).map((p) => escapeRegExp(p.slice(PORTFOLIO.length))),
  ];
  const project = renamed.length > 0 ? `(?!${renamed.join('|')})` : '';
  // The input must not be redirected by a rule that runs before this one (table, AMP, …).
  const input = notRedirected(s, '/$', { portfolio: false });
  return [
    {
      kind: 'regex',
      name: 'portfolio: /portfolio-web-studii/{category}/{project}/ → /portfolio-web-studii/{project}/',
      pattern: `^(/en)?/${input}${escapeRegExp(PORTFOLIO.slice(1))}${SEGMENT}/${project}(${SEGMENT})/$`,
      replacement: `$1${PORTFOLIO}$2/`,
    },
  ];
}

/** The redirect rules an edge can answer, exact locations first (nginx also tries them first). */
export function edgeRedirectRules(
  table: RedirectTable = redirectTable(),
  careerUrl = brand.external.career,
): EdgeRule[] {
  const s = sources(table);
  return [
    ...exactRules(table, careerUrl),
    {
      kind: 'regex',
      name: 'AMP: a leading /amp segment is dropped (/amp/x/ → /x/, /en/amp/x/ → /en/x/)',
      pattern: `^(/en)?(?:/amp)+/${notRedirected(s, '/$')}((?:${SEGMENT}/)*)$`,
      replacement: '$1/$2',
    },
    ...portfolioRule(s),
    {
      kind: 'regex',
      name: 'trailing slash: /x → /x/ (not files: a dot in the last segment)',
      pattern: `^(/en)?/${notRedirected(s, '$')}((?:${SEGMENT}/)*${PAGE_SEGMENT})$`,
      replacement: '$1/$2/',
    },
  ];
}

/** What the edge answers for a URI, as nginx decides: exact locations first, then regexes in order. */
export function edgeAnswer(rules: readonly EdgeRule[], uri: string): string | null {
  const exact = rules.find((r) => r.kind === 'exact' && r.path === uri);
  if (exact?.kind === 'exact') return exact.location;
  for (const rule of rules) {
    if (rule.kind !== 'regex') continue;
    const match = new RegExp(rule.pattern, 'u').exec(uri);
    if (match) return rule.replacement.replace(/\$(\d)/gu, (_, n: string) => match[Number(n)] ?? '');
  }
  return null;
}

/** nginx quotes: the regexes hold `{`, `;` and `$`-free text only inside double quotes. */
const quote = (text: string) => `"${text.replace(/["\\]/gu, '\\$&')}"`;

/**
 * The rules as an nginx include for a `server {}` block. `absolute_redirect off` keeps the Location
 * relative, as Node sends it: an absolute one would be built from the request's Host header.
 */
export function renderNginx(rules: readonly EdgeRule[]): string {
  const lines = [
    '# Generated by `npm run redirects:nginx` from site/config/redirects.json and site/rules/redirects.ts.',
    '# Do not edit: edit the table and regenerate. Include inside the server {} block that proxies to Node.',
    '# Every 301 keeps the query string. Left to Node (proxied, Node answers the 301):',
    ...NODE_ONLY_RULES.map((rule) => `#   - ${rule}`),
    '',
  ];
  for (const rule of rules) {
    if (rule.kind === 'exact') {
      lines.push(`location = ${rule.path} { absolute_redirect off; return 301 ${rule.location}$is_args$args; }`);
    } else {
      lines.push(`# ${rule.name}`);
      lines.push(`location ~ ${quote(rule.pattern)} {`);
      lines.push('    absolute_redirect off;');
      lines.push(`    return 301 ${rule.replacement}$is_args$args;`);
      lines.push('}');
    }
  }
  return `${lines.join('\n')}\n`;
}
