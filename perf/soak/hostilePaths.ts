/**
 * Request targets a scanner or an attacker sends, each named: the server-level tests
 * (spec/unit/hostileRequests.test.ts) check them through the whole pipeline, and `npm run soak`
 * sends them to the built server under load. Raw targets, as they travel on the request line
 * (`\` and control characters here are refused by the HTTP server itself before the app: 400).
 */
export interface HostileTarget {
  name: string;
  target: string;
  /** A hostile QUERY on a real page: it is only text to that page, so 200 is right (never a 5xx). */
  served?: true;
}

/** Known open-redirect vectors: a redirect for any of them must stay on the site. */
export const OPEN_REDIRECT_VECTORS: readonly HostileTarget[] = [
  { name: 'protocol-relative //host', target: '//evil.com' },
  { name: 'protocol-relative //host/', target: '//evil.com/' },
  { name: 'backslash /\\host', target: '/\\evil.com' },
  { name: 'two backslashes', target: '/\\\\evil.com' },
  { name: 'encoded slashes /%2F%2Fhost', target: '/%2F%2Fevil.com' },
  { name: 'encoded slashes, lower case', target: '/%2f%2fevil.com' },
  { name: 'encoded backslashes /%5C%5Chost', target: '/%5C%5Cevil.com' },
  { name: 'one encoded backslash', target: '/%5Cevil.com' },
  { name: 'four backslashes', target: '/\\\\\\\\evil.com/' },
  { name: 'AMP prefix then //host', target: '/amp//evil.com' },
  { name: 'AMP prefix then encoded slashes', target: '/amp/%2F%2Fevil.com' },
  { name: 'AMP prefix then encoded backslashes', target: '/amp/%5C%5Cevil.com' },
  { name: 'AMP prefix then backslash', target: '/amp/\\evil.com/' },
  { name: 'AMP twice then //host', target: '/amp/amp//evil.com' },
  { name: 'three slashes', target: '///evil.com/' },
  { name: 'dot segment then //host', target: '/.//evil.com' },
  { name: 'dot-dot segment then //host', target: '/x/..//evil.com' },
  { name: 'encoded tab then /host', target: '/%09/evil.com' },
  { name: 'encoded CR LF then //host', target: '/%0d%0a//evil.com' },
  { name: 'scheme in the path', target: '/https:/evil.com' },
  { name: 'full URL in the path', target: '/https://evil.com/' },
  { name: 'AMP then full URL', target: '/amp/https://evil.com' },
  { name: 'userinfo-looking path', target: '/@evil.com' },
  { name: 'en prefix then //host', target: '/en//evil.com' },
  { name: 'en prefix, AMP, //host', target: '/en/amp//evil.com' },
  { name: 'blog then //host', target: '/blog//evil.com' },
  { name: 'portfolio category then //host', target: '/portfolio-web-studii/x//evil.com/' },
  { name: 'portfolio then //host', target: '/portfolio-web-studii//evil.com/' },
  { name: 'AMP prefix then a lone percent', target: '/amp/%/evil.com' },
  { name: 'redirect prefix then //host', target: '/solutions/sozdanie-//evil.com/' },
  { name: 'table redirect with a hostile query', target: '/create-site?next=//evil.com' },
  { name: 'trailing-slash redirect with a backslash query', target: '/contacts?a=\\\\evil.com' },
  { name: 'career with a hostile query', target: '/career?next=https://evil.com' },
];

/** Malformed, oversize and traversal targets: each must be a 4xx (or a safe redirect), never a 5xx or a file outside dist/client. */
export const MALFORMED_TARGETS: readonly HostileTarget[] = [
  { name: 'broken percent-encoding', target: '/%E0%A4%A/' },
  { name: 'lone percent', target: '/%/' },
  { name: 'invalid UTF-8 byte', target: '/%ff/' },
  { name: 'broken percent-encoding in the API', target: '/api/%E0%A4%A.json' },
  { name: 'broken percent-encoding in the query', target: '/search/?q=%E0%A4%A', served: true },
  { name: 'encoded NUL', target: '/a%00b/' },
  { name: 'encoded NUL in the query', target: '/search/?q=%00', served: true },
  { name: 'encoded control characters', target: '/%01%02%1b[31m/' },
  { name: 'traversal', target: '/../../etc/passwd' },
  { name: 'encoded traversal', target: '/%2e%2e/%2e%2e/etc/passwd' },
  { name: 'traversal from assets, encoded slashes', target: '/assets/..%2f..%2fpackage.json' },
  { name: 'traversal to the build manifest', target: '/..%2fbuild-manifest.json' },
  { name: 'traversal to the server bundle', target: '/..%2fserver%2fentry.mjs' },
  { name: 'encoded backslash traversal', target: '/..%5c..%5cpackage.json' },
  { name: 'double-encoded traversal', target: '/%252e%252e/%252e%252e/etc/passwd' },
  { name: 'Vike 404 page asked for directly', target: '/404.html' },
  { name: 'page data of a missing page, traversal', target: '/..%2f/index.pageContext.json' },
  { name: 'dot files', target: '/.env' },
  { name: 'git directory', target: '/.git/config' },
  { name: 'PHP probe', target: '/wp-login.php' },
  { name: 'overlong path, 10 KB', target: `/${'a'.repeat(10_000)}` },
  { name: 'overlong path, 100 KB', target: `/${'a'.repeat(100_000)}` },
  { name: 'overlong query, 10 KB', target: `/search/?q=${'a'.repeat(10_000)}` },
  { name: 'overlong API path', target: `/api/${'a'.repeat(3_000)}.json` },
];
