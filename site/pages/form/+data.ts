// https://vike.dev/data
import type { PageContextServer } from 'vike/types';
import type { FormName } from '../../../contracts/forms.ts';
import { fetchContent } from '../../content/fetchContent.ts';
import { routeOf } from '../../routes/routeTo.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  return fetchContent(pageContext, 'formPage', { form: routeOf(pageContext).params.form as FormName });
}
