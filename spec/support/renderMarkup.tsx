import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageContext } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { createTranslator, type Translate } from '../../site/i18n/translator.ts';
import { TranslationProvider } from '../../site/i18n/useTranslation.tsx';
import { messages } from '../../site/i18n/messages.ts';
import { localisePath } from '../../site/rules/localePath.ts';
import { type Locale } from '../../contracts/locale.ts';

// One i18next instance per locale, made on first use, as the site keeps them (site/i18n/loadMessages.ts).
const translators = new Map<Locale, Translate>();
export function translatorOf(locale: Locale): Translate {
  let translate = translators.get(locale);
  if (!translate) translators.set(locale, (translate = createTranslator(locale, messages[locale])));
  return translate;
}

/**
 * Renders a component as the server would, in a locale, on a (locale-less) page path: with the
 * translator and the Vike page context the site's components read (+Wrapper's providers).
 * For unit tests of markup; `translate` replaces the locale's translator (a pseudo-locale).
 */
export function renderMarkup(
  node: ReactNode,
  { locale = 'ru', path = '/', translate }: { locale?: Locale; path?: string; translate?: Translate } = {},
) {
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
      <TranslationProvider translate={translate ?? translatorOf(locale)}>{node}</TranslationProvider>
    </VikeReactProviderPageContext>,
  );
}
