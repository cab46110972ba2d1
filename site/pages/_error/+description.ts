// https://vike.dev/description
import type { PageContext } from 'vike/types';
import { loadedTranslator } from '../../i18n/loadMessages.ts';

export default (pageContext: PageContext) => {
  const t = loadedTranslator(pageContext.locale);
  return t(pageContext.is404 ? 'error.404.description' : 'error.description');
};
