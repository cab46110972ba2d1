import { Hono } from 'hono';
import type { renderPage as vikeRenderPage } from 'vike/server';
import { describe, expect, it } from 'vitest';
import { LOCAL_ANALYTICS_SRC } from '../../site/config/analytics.ts';
import { PAGE_SCRIPTS_TEMPLATE_ID } from '../../site/rules/pageScripts.ts';
import { renderPage } from '../../site/server/middleware/renderPage.ts';
import { securityHeaders } from '../../site/server/middleware/securityHeaders.ts';
import { consoleToLog, PRINTED_MAX } from '../../site/server/consoleToLog.ts';
import { capturedLog, type CapturedLog } from '../support/capturedLog.ts';

// renderPage with a stand-in for Vike's renderPage: the page context it answers is set per test.
const ENTRY = '<script src="/assets/entries/entry-client-routing.B32yYb_Q.js" type="module" async></script>';
const PAGE = `<!DOCTYPE html><html><body><h1>Page</h1>\n${ENTRY}\n</body></html>`;

interface StandIn {
  body?: string;
  headers?: [string, string][];
  statusCode?: number;
  pageId?: string | null;
  errorWhileRendering?: unknown;
  isClientSideNavigation?: boolean;
  /** The nonce the renderer says it put on its scripts. */
  cspNonce?: string;
  /** What the renderer prints to the console as it renders (Vike prints a failed render's stack). */
  printing?: string[];
}
function appAnswering(context: StandIn, holdScripts = true, app = new Hono()) {
  const render = (async () => {
    for (const text of context.printing ?? []) console.error(text);
    return {
      pageId: context.pageId === undefined ? '/pages/x' : context.pageId,
      errorWhileRendering: context.errorWhileRendering,
      isClientSideNavigation: context.isClientSideNavigation ?? false,
      cspNonce: context.cspNonce ?? null,
      httpResponse: {
        statusCode: context.statusCode ?? 200,
        headers: context.headers ?? [['Content-Type', 'text/html;charset=utf-8']],
        body: context.body ?? PAGE,
      },
    };
  }) as unknown as typeof vikeRenderPage;
  app.get(
    '*',
    renderPage({ apiBaseUrl: 'http://api.test', mocksEnabled: false, forwardMockScenario: false, holdScripts, render }),
  );
  return app;
}
const body = async (context: StandIn, holdScripts = true, path = '/x/') =>
  (await appAnswering(context, holdScripts).request(path)).text();

describe('renderPage: what a rendered page is sent as', () => {
  it('holds a page’s scripts until it has loaded, whatever other headers the page has', async () => {
    const held = await body({
      headers: [
        ['X-Other', 'text/html'],
        ['content-type', 'text/html'],
      ],
    });
    expect(held).toContain(`<template id="${PAGE_SCRIPTS_TEMPLATE_ID}">${ENTRY}</template>`);
  });

  it('leaves the scripts alone in development, in page data and in answers that are not HTML', async () => {
    expect(await body({}, false)).toBe(PAGE);
    expect(
      await body({ isClientSideNavigation: true, body: '{"x":1}', headers: [['Content-Type', 'application/json']] }),
    ).toBe('{"x":1}');
    expect(await body({ body: PAGE, headers: [['Content-Type', 'text/plain']] })).toBe(PAGE);
    expect(await body({ body: PAGE, headers: [['X-Type', 'text/html']] })).toBe(PAGE);
  });

  it('sends as it is what Vike answers without a page: its 404 for a favicon.ico has no scripts to hold', async () => {
    const answer = await appAnswering({
      pageId: null,
      statusCode: 404,
      body: '<p>No favicon.ico found</p>',
    }).request('/x/favicon.ico');
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe('<p>No favicon.ico found</p>');
  });

  it('answers the minimal fallback when the error page itself failed, in the visitor’s language', async () => {
    const app = appAnswering({ pageId: null, errorWhileRendering: new Error('boom'), body: 'Vike’s own error HTML' });
    const ru = await app.request('/x/');
    expect(ru.status).toBe(500);
    const text = await ru.text();
    expect(text).not.toContain('Vike’s own error HTML');
    expect(text).toContain('boom');
    expect(await (await app.request('/en/x/')).text()).toContain('href="/en/"');
  });

  it('answers the fallback with the generic message when what the error page threw says nothing (a redirect)', async () => {
    const redirect = { _pageContextAbort: { _urlRedirect: { url: '/elsewhere/', statusCode: 302 } } };
    const response = await appAnswering({ pageId: null, errorWhileRendering: redirect }).request('/en/x/');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).toContain('<a href="/en/">');
    expect(text).toMatch(/: 500 Internal Server Error<\/p>/u);
  });

  it('announces in the policy only the nonce the site made, never one the renderer brought of its own', async () => {
    const site = new Hono();
    site.use(securityHeaders({ trustProxy: false, development: false, analyticsSrc: LOCAL_ANALYTICS_SRC }));
    const response = await appAnswering({ cspNonce: 'cmVuZGVyZXJzLW93bi1ub25jZQ' }, false, site).request('/x/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).not.toContain("'nonce-");
  });

  it('sends Vike’s answer when the error page rendered, or when nothing failed', async () => {
    expect(
      await body({ pageId: '/pages/_error', errorWhileRendering: new Error('boom'), body: 'error page' }, false),
    ).toBe('error page');
    expect(await body({ pageId: null, errorWhileRendering: undefined, body: 'no page', statusCode: 404 }, false)).toBe(
      'no page',
    );
    const notHtml = appAnswering({
      pageId: null,
      errorWhileRendering: new Error('boom'),
      body: '{}',
      headers: [['Content-Type', 'application/json']],
    });
    expect(await (await notHtml.request('/x/')).text()).toBe('{}');
  });
});

describe('renderPage: what the operator is told', () => {
  /** An app whose requests log to `logged` with the request id `reqId`, as the request log sets them up. */
  const loggingTo = (logged: CapturedLog, reqId: string) => () => {
    const app = new Hono();
    app.use('*', async (c, next) => {
      c.set('log', logged.log.child({ reqId }));
      await next();
    });
    return app;
  };

  it('logs a page that failed with its error and the request id; a page that did not fail, a 404 or a 503, is no error', async () => {
    const logged = await capturedLog();
    const withLog = loggingTo(logged, 'req-7');
    const failure = new Error('the hook broke');
    await appAnswering({ statusCode: 500, errorWhileRendering: failure }, true, withLog()).request('/services/x/?q=1');
    await appAnswering({ statusCode: 404, errorWhileRendering: new Error('not found') }, true, withLog()).request(
      '/a/',
    );
    await appAnswering({ statusCode: 503, errorWhileRendering: new Error('down') }, true, withLog()).request('/b/');
    await appAnswering({ statusCode: 500 }, true, withLog()).request('/c/');
    expect(logged.lines).toEqual([
      expect.objectContaining({
        level: 'error',
        reqId: 'req-7',
        msg: 'rendering /services/x/ failed',
        err: expect.objectContaining({ message: 'the hook broke' }),
      }),
    ]);
  });

  it('writes a failed render as one JSON line with the request id, and nothing raw, in production', async () => {
    const logged = await capturedLog();
    const { error } = console;
    const undo = consoleToLog(logged.log);
    try {
      const app = loggingTo(logged, 'req-8');
      const stack = `Error: the hook broke\n${'    at somewhere (file.js:1:1)\n'.repeat(40)}`;
      await appAnswering(
        { statusCode: 500, errorWhileRendering: new Error('the hook broke'), printing: [stack] },
        true,
        app(),
      ).request('/x/');
      expect(logged.lines).toEqual([
        expect.objectContaining({ level: 'error', reqId: 'req-8', msg: 'rendering /x/ failed' }),
      ]);
      await appAnswering({ printing: ['Warning: a recoverable error', 'and its cause'] }, true, app()).request('/y/');
      expect(logged.lines.slice(1)).toEqual([
        expect.objectContaining({
          level: 'warn',
          reqId: 'req-8',
          msg: 'rendering /y/ printed to the console',
          printed: 'Warning: a recoverable error\nand its cause',
        }),
      ]);
      await appAnswering({}, true, app()).request('/z/');
      expect(logged.lines).toHaveLength(2);
      console.error('outside any render', { a: 1 });
      console.warn('x'.repeat(PRINTED_MAX + 1));
      expect(logged.lines.slice(2)).toEqual([
        expect.objectContaining({
          level: 'error',
          msg: 'printed to the console',
          printed: 'outside any render { a: 1 }',
        }),
        expect.objectContaining({ level: 'warn', msg: 'printed to the console', printed: 'x'.repeat(PRINTED_MAX) }),
      ]);
    } finally {
      undo();
    }
    expect(console.error).toBe(error);
  });
});
