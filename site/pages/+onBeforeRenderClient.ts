// https://vike.dev/onBeforeRenderClient — the MSW worker must run before hydration (stack.md pitfall 8).
import type { PageContextClient } from 'vike/types';

let workerStarted: Promise<unknown> | undefined;

export async function onBeforeRenderClient(pageContext: PageContextClient) {
  if (!import.meta.env.DEV || !pageContext.mocksEnabled) return;
  workerStarted ??= import('../../mocks/browser.ts').then(({ worker }) =>
    worker.start({ onUnhandledRequest: 'bypass', quiet: true }),
  );
  await workerStarted;
}
