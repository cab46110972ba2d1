import type { MiddlewareHandler } from 'hono';
import { renderPage as vikeRenderPage } from 'vike/server';

export interface RenderOptions {
  /** Where +data hooks fetch content from. */
  apiBaseUrl: string;
  /** Whether the browser should start the MSW worker (development only). */
  mocksEnabled: boolean;
}

/** Renders a page with Vike: https://vike.dev/renderPage */
export function renderPage({ apiBaseUrl, mocksEnabled }: RenderOptions): MiddlewareHandler {
  return async (c) => {
    const pageContext = await vikeRenderPage({
      urlOriginal: c.req.url,
      headersOriginal: c.req.header(),
      apiBaseUrl,
      mocksEnabled,
    });
    const { httpResponse } = pageContext;
    return new Response(httpResponse.body, { status: httpResponse.statusCode, headers: httpResponse.headers });
  };
}
