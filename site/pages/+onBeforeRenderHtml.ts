// https://vike.dev/onBeforeRenderHtml — the page's UI strings are loaded before it renders (decision 008).
import type { PageContextServer } from 'vike/types';
import { loadMessages } from '../i18n/loadMessages.ts';

export async function onBeforeRenderHtml(pageContext: PageContextServer) {
  await loadMessages(pageContext.locale);
}
