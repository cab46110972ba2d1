// https://vike.dev/title
import type { PageContext } from 'vike/types';
import { loadedTranslator } from '../../i18n/loadMessages.ts';

// Runs in the browser too (a client-side navigation sets the title): the locale's strings are loaded then.
export default (pageContext: PageContext) => {
  const t = loadedTranslator(pageContext.locale);
  if (pageContext.is404) return t('error.404.documentTitle');
  return t(pageContext.abortStatusCode === 503 ? 'error.503.documentTitle' : 'error.500.documentTitle');
};
