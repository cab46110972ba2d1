// https://vike.dev/title
import type { PageContext } from 'vike/types';
import { loadedTranslator } from '../../i18n/loadMessages.ts';

// Runs in the browser too (a client-side navigation sets the title): the locale's strings are loaded then.
export default (pageContext: PageContext) =>
  loadedTranslator(pageContext.locale)(
    pageContext.is404
      ? 'error.404.documentTitle'
      : pageContext.abortStatusCode === 503
        ? 'error.503.documentTitle'
        : 'error.500.documentTitle',
  );
