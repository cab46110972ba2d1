// https://vike.dev/Head
import { usePageContext } from 'vike-react/usePageContext';
import { AlternateLinks } from '../components/AlternateLinks.tsx';
import { FontFaces } from '../components/FontFaces.tsx';
import { NavigationStyle } from '../components/navigation/NavigationStyle.tsx';
import { OpenGraph } from '../components/OpenGraph.tsx';
import { isIndexable } from '../content/pageMeta.ts';
import { routeOf } from '../routes/routeTo.ts';
import { PageScriptsStarter } from '../components/pageScripts/PageScriptsStarter.tsx';
import { UiStringsPreload } from '../components/UiStringsPreload.tsx';

export default function Head() {
  const pageContext = usePageContext();
  // Error screens must not be indexed nor claim a canonical URL: they are not pages of the site.
  // Only pages of the route table have a family; the error page has none. (is404 cannot tell: it is
  // false, not null, on every page Vike prerenders.)
  // The navigation's CSS constants belong here: <style> is only valid in <head> (html-validate,
  // element-permitted-content), and they apply before the body is parsed.
  const always = (
    <>
      <FontFaces locale={pageContext.locale} />
      <UiStringsPreload locale={pageContext.locale} />
      <PageScriptsStarter />
      <NavigationStyle />
    </>
  );
  if (!routeOf(pageContext).family || !isIndexable(pageContext))
    return (
      <>
        {always}
        <meta name="robots" content="noindex" />
      </>
    );
  return (
    <>
      {always}
      <AlternateLinks path={pageContext.urlParsed.pathname} locale={pageContext.locale} />
      <OpenGraph />
    </>
  );
}
