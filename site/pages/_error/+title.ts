// https://vike.dev/title
import type { PageContext } from 'vike/types';
import { loadedTranslator } from '../../i18n/loadMessages.ts';
import { ERROR_SCREEN_TITLES, errorScreenOf } from '../../rules/errorScreen.ts';

// Runs in the browser too (a client-side navigation sets the title): the locale's strings are loaded then.
// The screen's share picture shows the same title (decision 025).
export default (pageContext: PageContext) =>
  loadedTranslator(pageContext.locale)(ERROR_SCREEN_TITLES[errorScreenOf(pageContext)]);
