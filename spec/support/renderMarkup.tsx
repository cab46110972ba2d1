import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { createTranslate } from '../../site/i18n/translate.ts';
import { TranslationProvider } from '../../site/i18n/useTranslation.tsx';
import { messages } from '../../site/i18n/messages.ts';
import { localisePath, type Locale } from '../../site/rules/locale.ts';

/**
 * Renders a component as the server would, in a locale, on a (locale-less) page path: with the
 * translator and the Vike page context the site's components read (+Wrapper's
 * providers). For unit tests of markup.
 */
export function renderMarkup(node: ReactNode, { locale = 'ru', path = '/' }: { locale?: Locale; path?: string } = {}) {
  const url = new URL(localisePath(path, locale), 'http://localhost');
  const pageContext = {
    locale,
    urlPathname: path,
    urlParsed: { pathname: path, href: path, search: {}, searchAll: {}, searchOriginal: null, hash: '' },
    urlOriginal: url.pathname,
    routeParams: {},
    is404: null,
  } as unknown as PageContext;
  return renderToStaticMarkup(
    <VikeReactProviderPageContext pageContext={pageContext}>
      <TranslationProvider translate={createTranslate(messages[locale])}>{node}</TranslationProvider>
    </VikeReactProviderPageContext>,
  );
}
