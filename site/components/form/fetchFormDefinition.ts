import { FormDefinitionSchema, type FormSpec } from '../../../contracts/formDefinition.ts';
import type { FormName } from '../../../contracts/formConstants.ts';
import { fetchApiJson } from '../../content/fetchApiJson.ts';
import type { ContentRequest } from '../../content/fetchContent.ts';

/**
 * GET /api/forms/{form}.json: no locale prefix (labels are i18n keys), which is why it is not a
 * content endpoint of contracts/content.ts. A form page without its definition is a server error,
 * not a 404: the page exists, its backend is misconfigured.
 */
export async function fetchFormDefinition(request: ContentRequest, form: FormName): Promise<FormSpec> {
  const path = `/api/forms/${form}.json`;
  const definition = await fetchApiJson(request, path, FormDefinitionSchema);
  if (!definition) throw new Error(`GET ${path} answered 404: the backend has no definition of the form "${form}".`);
  return definition.data.form;
}
