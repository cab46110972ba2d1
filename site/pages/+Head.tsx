// https://vike.dev/Head
import { usePageContext } from 'vike-react/usePageContext';
import { AlternateLinks } from '../components/AlternateLinks.tsx';
import { FontFaces } from '../components/FontFaces.tsx';
import { OpenGraph } from '../components/OpenGraph.tsx';
import { isIndexable } from '../content/pageMeta.ts';

export default function Head() {
  const pageContext = usePageContext();
  // Error screens must not be indexed nor claim a canonical URL: they are not pages of the site.
  // is404 is null on ordinary pages and true or false on the error page.
  const font = <FontFaces locale={pageContext.locale} />;
  if (pageContext.is404 != null || !isIndexable(pageContext))
    return (
      <>
        {font}
        <meta name="robots" content="noindex" />
      </>
    );
  return (
    <>
      {font}
      <AlternateLinks path={pageContext.urlParsed.pathname} locale={pageContext.locale} />
      <OpenGraph />
    </>
  );
}
