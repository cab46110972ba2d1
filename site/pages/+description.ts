// https://vike.dev/description
import type { PageContext } from 'vike/types';
import { pageMetaOf } from '../content/pageMeta.ts';

export default (pageContext: PageContext) => pageMetaOf(pageContext)?.description ?? null;
