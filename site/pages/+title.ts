// https://vike.dev/title — the content's title and the brand; the error page has its own.
import type { PageContext } from 'vike/types';
import { brandNameOf, pageMetaOf } from '../content/pageMeta.ts';
import { documentTitle } from '../rules/documentTitle.ts';

export default (pageContext: PageContext) => {
  const meta = pageMetaOf(pageContext);
  const brand = brandNameOf(pageContext);
  return meta ? documentTitle(meta.title, brand) : brand;
};
