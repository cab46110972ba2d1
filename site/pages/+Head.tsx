// https://vike.dev/Head
import { usePageContext } from 'vike-react/usePageContext';
import { AlternateLinks } from '../components/AlternateLinks.tsx';
import { FontFaces } from '../components/FontFaces.tsx';
import { NavigationStyle } from '../components/navigation/NavigationStyle.tsx';
import { OpenGraph } from '../components/OpenGraph.tsx';
import { SharePictureTags } from '../components/SharePictureTags.tsx';
import { isIndexable } from '../content/pageMeta.ts';
import { sharePictureOf } from '../content/sharePicture.ts';
import { loadedTranslator } from '../i18n/loadMessages.ts';
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
  // An error screen still has a share picture (the build draws one per screen and locale, decision 025):
  // a link to a missing page shared in a messenger shows what the visitor will see. Previews have none.
  const { family } = routeOf(pageContext);
  const screenPicture = family ? undefined : sharePictureOf(pageContext, loadedTranslator(pageContext.locale));
  if (!family || !isIndexable(pageContext))
    return (
      <>
        {always}
        <meta name="robots" content="noindex" />
        {screenPicture && <SharePictureTags picture={screenPicture} />}
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
