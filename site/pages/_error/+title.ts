// https://vike.dev/title
import type { PageContext } from 'vike/types';
import { messages } from '../../i18n/messages.ts';

export default (pageContext: PageContext) =>
  messages[pageContext.locale][
    pageContext.is404
      ? 'error.404.documentTitle'
      : pageContext.abortStatusCode === 503
        ? 'error.503.documentTitle'
        : 'error.500.documentTitle'
  ];
