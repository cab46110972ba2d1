import { securityHeaders, type ResponseKind } from '../../site/rules/securityHeaders.ts';

/**
 * The security headers (decision 012) as nginx `add_header` lines, for what the edge answers from disk
 * without Node: `page` for `location /` (prerendered HTML and the public files beside it), `file` for
 * `/assets/`. Over https (the edge's `listen 443 ssl`): HSTS and upgrade-insecure-requests included.
 * `always`, so 304s and errors get them too; a prerendered page's policy has no nonce, so a 304 with
 * it changes nothing the browser cached.
 */
export function renderNginxSecurityHeaders(what: 'page' | 'file', analyticsSrc: string): string {
  const kind: ResponseKind = what === 'page' ? 'prerendered' : 'other';
  const headers = securityHeaders({ kind, https: true, development: false, analyticsSrc });
  const lines = Object.entries(headers).map(([name, value]) => `add_header ${name} "${value}" always;`);
  return [
    `# npm run headers:nginx${what === 'file' ? ' -- --assets' : ''}: the security headers of ${what === 'page' ? 'prerendered pages and public files' : 'hashed assets'} (decision 012).`,
    "# nginx drops the server block's add_header lines in a location that has its own: include this in each.",
    ...lines,
    '',
  ].join('\n');
}
