// https://vike.dev/description
import type { PageContext } from 'vike/types';
import type { Data } from './+data.ts';

export default (pageContext: PageContext<Data>) => pageContext.data.meta.description;
