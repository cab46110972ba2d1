import { FormDefinitionSchema, type FormDefinition } from '../../../contracts/formDefinition.ts';
import type { FormName } from '../../../contracts/forms.ts';
import { MOCK_SCENARIO_HEADER } from '../../../mocks/scenario.ts';
import type { ContentRequest } from '../../content/fetchContent.ts';

export type FormSpec = FormDefinition['data']['form'];

/**
 * GET /api/forms/{form}.json (no locale prefix: labels are i18n keys). Not a content endpoint of
 * contracts/content.ts, so it is fetched here with the same rules as fetchContent: absolute URL on
 * the server, the visitor's mock scenario forwarded, the answer parsed with its contract.
 */
export async function fetchFormDefinition(request: ContentRequest, form: FormName): Promise<FormSpec> {
  const { apiBaseUrl, mockScenario } = request;
  if (!apiBaseUrl) throw new Error('pageContext.apiBaseUrl is not set: the server must pass it to renderPage().');
  const url = new URL(`/api/forms/${form}.json`, apiBaseUrl);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (mockScenario) headers[MOCK_SCENARIO_HEADER] = mockScenario;
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`GET ${url.pathname} answered ${response.status}.`);
  const result = FormDefinitionSchema.safeParse(await response.json());
  if (!result.success) throw new Error(`GET ${url.pathname} broke its contract: ${result.error.message}`);
  return result.data.data.form;
}
