// https://vike.dev/onBeforeRenderHtml — what a page needs before it renders: its UI strings (decision 008)
// and the code of the parts the browser hydrates later, which the server renders in full (decision 016).
import type { PageContextServer } from 'vike/types';
import { loadDeferredParts } from '../components/deferHydration.tsx';
import { loadMessages } from '../i18n/loadMessages.ts';

export async function onBeforeRenderHtml(pageContext: PageContextServer) {
  await Promise.all([loadMessages(pageContext.locale), loadDeferredParts()]);
}
