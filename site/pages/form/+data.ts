// https://vike.dev/data
import type { PageContextServer } from 'vike/types';
import type { FormName } from '../../../contracts/formConstants.ts';
import { fetchFormDefinition } from '../../components/form/fetchFormDefinition.ts';
import { fetchContent } from '../../content/fetchContent.ts';
import { withIllustration } from '../../content/pageMeta.ts';
import { routeOf } from '../../routes/routeTo.ts';

export type Data = Awaited<ReturnType<typeof data>>;

export async function data(pageContext: PageContextServer) {
  const form = routeOf(pageContext).params.form as FormName;
  // The copy and the form definition are independent: fetch them side by side.
  const [page, definition] = await Promise.all([
    fetchContent(pageContext, 'formPage', { form }),
    fetchFormDefinition(pageContext, form),
  ]);
  // The page's meta names its title, description and share picture (a research form's is the report cover).
  return { meta: withIllustration(page.meta, page.cover), page, form: definition };
}
