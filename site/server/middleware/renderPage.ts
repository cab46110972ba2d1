import type { MiddlewareHandler } from 'hono';
import { renderPage as vikeRenderPage } from 'vike/server';
import { requestScenarioValue } from '../../../mocks/scenario.ts';
import { splitLocale } from '../../rules/locale.ts';

export interface RenderOptions {
  /** Where +data hooks fetch content from. */
  apiBaseUrl: string;
  /** Whether the browser should start the MSW worker (development only). */
  mocksEnabled: boolean;
  /** Whether content comes from this server's mocks; only then may a visitor choose a mock scenario. */
  forwardMockScenario: boolean;
}

/** Renders a page with Vike: https://vike.dev/renderPage */
export function renderPage({ apiBaseUrl, mocksEnabled, forwardMockScenario }: RenderOptions): MiddlewareHandler {
  return async (c) => {
    const pageContext = await vikeRenderPage({
      urlOriginal: c.req.url,
      // +onBeforeRoute sets the locale too, but an error page rendered after a failed +data hook
      // starts again from this initial context: without it, the error page would not know its language.
      locale: splitLocale(new URL(c.req.url).pathname).locale,
      headersOriginal: c.req.header(),
      apiBaseUrl,
      mocksEnabled,
      mockScenario: forwardMockScenario ? requestScenarioValue(c.req.raw.headers) : undefined,
    });
    const { httpResponse } = pageContext;
    return new Response(httpResponse.body, { status: httpResponse.statusCode, headers: httpResponse.headers });
  };
}
