// https://vike.dev/description
import type { PageContext } from 'vike/types';
import { messages } from '../../i18n/messages.ts';

export default (pageContext: PageContext) =>
  messages[pageContext.locale][pageContext.is404 ? 'error.404.description' : 'error.description'];
