import type { MiddlewareHandler } from 'hono';
import { renderPage as vikeRenderPage } from 'vike/server';
import { requestScenarioValue } from '../../../contracts/mockScenario.ts';
import { CONTENT_RETRY_AFTER_SECONDS, pageDataStatus } from '../../rules/contentFaults.ts';
import { splitLocale } from '../../rules/localePath.ts';
import { DEFAULT_ERROR_MESSAGE, normaliseError } from '../../rules/normaliseError.ts';
import { errorPageFallback } from '../errorPageFallback.ts';
import { holdPageScripts } from '../../rules/pageScripts.ts';
import { cspNonceOf } from './securityHeaders.ts';
import { markServed } from './requestLog.ts';
import { renderPrinting } from '../consoleToLog.ts';

export interface RenderOptions {
  /** Where +data hooks fetch content from. */
  apiBaseUrl: string;
  /** Whether the browser should start the MSW worker (development only). */
  mocksEnabled: boolean;
  /** Whether content comes from this server's mocks; only then may a visitor choose a mock scenario. */
  forwardMockScenario: boolean;
  /** Whether pages start their scripts after loading (site/rules/pageScripts.ts): production builds only. */
  holdScripts?: boolean;
  /** Told when a page's content could not be fetched (the metrics). */
  onContentFailure?: () => void;
  /** Production: content that breaks its contract degrades instead of failing loud (site/content/fetchApiJson.ts). */
  degradeContractBreaks?: boolean;
  /** Told of each content answer that broke its contract, by the file's template (the metrics). */
  onContractBreak?: (endpoint: string) => void;
  /** Vike's renderPage; tests pass a stand-in to reach states a real page cannot (the error page failing). */
  render?: typeof vikeRenderPage;
}

const isHtml = (headers: [string, string][]) =>
  headers.some(([name, value]) => name.toLowerCase() === 'content-type' && value.startsWith('text/html'));

/** Renders a page with Vike: https://vike.dev/renderPage */
export function renderPage({
  apiBaseUrl,
  mocksEnabled,
  forwardMockScenario,
  holdScripts = false,
  render = vikeRenderPage,
  onContentFailure,
  degradeContractBreaks = false,
  onContractBreak,
}: RenderOptions): MiddlewareHandler {
  return async (c) => {
    // A form posted without script is answered with its page (formsWithoutScript.ts), not the endpoint's address.
    const url = c.get('renderUrl') ?? c.req.url;
    const { locale } = splitLocale(new URL(url).pathname);
    const { result: pageContext, printed } = await renderPrinting(() =>
      render({
        urlOriginal: url,
        formEcho: c.get('formEcho'),
        // +onBeforeRoute sets the locale too, but an error page rendered after a failed +data hook
        // starts again from this initial context: without it, the error page would not know its language.
        locale,
        headersOriginal: c.req.header(),
        apiBaseUrl,
        mocksEnabled,
        // A form posted without script asked for its scenario on the form's request, not on its page's render.
        mockScenario: forwardMockScenario && !c.get('formEcho') ? requestScenarioValue(c.req.raw.headers) : undefined,
        // Vike puts it on every <script> it injects (https://vike.dev/csp); the securityHeaders
        // middleware made it for this request and sends it in the policy. Never at build time (the
        // prerendered files carry no nonce, tools/checkPrerender.ts) and never in a render the
        // micro-cache may send to other visitors: a nonce is for one answer only (decision 015).
        cspNonce: c.get('renderMayBeShared') ? undefined : cspNonceOf(c),
        requestId: c.get('requestId'),
        serverLog: c.get('log'),
        onStaleContent: () => markServed(c, 'stale'),
        onContentFailure,
        degradeContractBreaks,
        onContractBreak,
      }),
    );
    const { httpResponse } = pageContext;
    // A page that failed is one error line for the operator, with its request id; what Vike printed of
    // it (its stack, again, without the id) is not written apart (server/consoleToLog.ts). Anything else
    // printed while rendering is one line too.
    // A bare `throw render(500)` was chosen, and told, where it was thrown (site/content/fetchApiJson.ts).
    const toldWhereThrown = pageContext.abortStatusCode !== undefined && pageContext.abortReason == null;
    const failed = httpResponse.statusCode === 500 && pageContext.errorWhileRendering != null && !toldWhereThrown;
    const path = new URL(url).pathname;
    if (failed) c.get('log')?.error({ err: pageContext.errorWhileRendering }, `rendering ${path} failed`);
    else if (printed) c.get('log')?.warn({ printed }, `rendering ${path} printed to the console`);
    // Vike answers with its own generic HTML when the error page itself threw: that context has an
    // error but no page. Spec section 8 wants our minimal fallback instead.
    const errorPageFailed = pageContext.errorWhileRendering != null && !pageContext.pageId;
    if (errorPageFailed && isHtml(httpResponse.headers)) {
      const message = normaliseError(pageContext.errorWhileRendering)?.message ?? DEFAULT_ERROR_MESSAGE;
      return c.html(errorPageFallback(locale, { status: 500, message }), 500);
    }
    // Vike also writes a policy of its own (script-src only) when it has a nonce: the middleware's replaces it.
    c.set('cspNonceUsed', !!pageContext.cspNonce && pageContext.cspNonce === c.get('cspNonce'));
    const status = pageContext.isClientSideNavigation
      ? pageDataStatus(httpResponse.statusCode, pageContext)
      : httpResponse.statusCode;
    // A page's scripts start after it has loaded, as in the prerendered pages (tools/build.ts). What
    // Vike answers without a page (its 404 for /favicon.ico or Chrome's devtools file) has no scripts.
    const body =
      holdScripts && pageContext.pageId && !pageContext.isClientSideNavigation && isHtml(httpResponse.headers)
        ? holdPageScripts(httpResponse.body)
        : httpResponse.body;
    const response = new Response(body, { status, headers: httpResponse.headers });
    // A 503 is the content API being down with no good copy to serve (site/content/fetchApiJson.ts).
    if (status === 503) response.headers.set('retry-after', String(CONTENT_RETRY_AFTER_SECONDS));
    return response;
  };
}
