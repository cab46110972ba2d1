import { describe, expect, it } from 'vitest';
import { renderNginxSecurityHeaders } from '../../tools/nginx/nginxSecurityHeaders.ts';
import { LOCAL_ANALYTICS_SRC } from '../../site/config/analytics.ts';

const addHeaders = (config: string): Record<string, string | undefined> =>
  Object.fromEntries(
    config
      .split('\n')
      .filter((line) => line.startsWith('add_header'))
      .map((line) => {
        const [, name = '', value = ''] = /^add_header (\S+) "([^"]*)" always;$/.exec(line) ?? [];
        return [name, value];
      }),
  );

describe('the security headers for the edge (npm run headers:nginx)', () => {
  it('sends a prerendered page’s policy and HSTS on every answer of location /, 304s and errors included', () => {
    const headers = addHeaders(renderNginxSecurityHeaders('page', LOCAL_ANALYTICS_SRC));
    expect(headers['content-security-policy']).toMatch(/script-src 'self';/);
    expect(headers['content-security-policy']).not.toContain('nonce');
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(Object.keys(headers)).toEqual(
      expect.arrayContaining([
        'x-content-type-options',
        'referrer-policy',
        'permissions-policy',
        'cross-origin-resource-policy',
      ]),
    );
  });

  it('lets nothing run or load from /assets/ opened as a document', () => {
    const headers = addHeaders(renderNginxSecurityHeaders('file', LOCAL_ANALYTICS_SRC));
    expect(headers['content-security-policy']).toMatch(/^default-src 'none'/);
  });

  it('allows the counter the client was built with', () => {
    const headers = addHeaders(renderNginxSecurityHeaders('page', 'https://mc.counter.example/tag.js'));
    expect(headers['content-security-policy']).toContain("script-src 'self' https://mc.counter.example;");
  });
});
