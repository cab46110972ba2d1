import vikeReact from 'vike-react/config';
import type { Config } from 'vike/types';

// https://vike.dev/config
export default {
  extends: [vikeReact],
  // The locale is derived from the URL by +onBeforeRoute on both sides; mocksEnabled tells the
  // browser whether to start the MSW worker (development without API_BASE_URL only); formEcho is a
  // form the browser posted itself, rendered back with its values, which the page hydrates to.
  passToClient: ['locale', 'mocksEnabled', 'formEcho'],
  // Pages render on the server with content from the API; the client hydrates them.
  ssr: true,
  favicon: '/favicon.svg',
  // Every path ends with "/" (spec section 1). Only the server's redirect rules redirect: Vike's own
  // URL normalisation answers with an absolute Location built from the Host header, which a forged
  // Host would turn into an open redirect.
  trailingSlash: true,
  disableUrlNormalization: true,
  // https://vike.dev/prefetchStaticAssets — off: links are prefetched by
  // site/components/navigation/linkPrefetch.ts, which skips them on 2g or with data saver (spec section 7),
  // a condition of the network at the moment that this fixed setting cannot express.
  prefetchStaticAssets: false,
  // https://vike.dev/prerender — pages whose content is known at build time are rendered by the
  // build (decision 007); every page template lists its URLs with +onBeforePrerenderStart. partial:
  // the rest (search, the error page, unknown slugs) stays server-rendered. keepDistServer: that
  // server needs dist/server (docs/pitfalls.md, 5). disableAutoRun: tools/build.ts prerenders itself,
  // with the content source (API_BASE_URL or the fixtures through MSW) in place (docs/pitfalls.md, 7).
  prerender: { partial: true, keepDistServer: true, disableAutoRun: true },
} satisfies Config;
