// https://vike.dev/Head
import { usePageContext } from 'vike-react/usePageContext';
import { AlternateLinks } from '../components/AlternateLinks.tsx';
import { NavigationStyle } from '../components/navigation/NavigationStyle.tsx';
import { OpenGraph } from '../components/OpenGraph.tsx';
import { isIndexable } from '../content/pageMeta.ts';

export default function Head() {
  const pageContext = usePageContext();
  // Error screens must not be indexed nor claim a canonical URL: they are not pages of the site.
  // is404 is null on ordinary pages and true or false on the error page.
  // The navigation's CSS constants belong here: <style> is only valid in <head> (html-validate,
  // element-permitted-content), and they apply before the body is parsed.
  if (pageContext.is404 != null || !isIndexable(pageContext))
    return (
      <>
        <NavigationStyle />
        <meta name="robots" content="noindex" />
      </>
    );
  return (
    <>
      <NavigationStyle />
      <AlternateLinks path={pageContext.urlParsed.pathname} locale={pageContext.locale} />
      <OpenGraph />
    </>
  );
}
