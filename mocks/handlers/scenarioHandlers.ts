import { delay, http, HttpResponse } from 'msw';
import type { FormFailure } from '../../contracts/formResponse.ts';
import { FORM_ENDPOINTS, formEndpointPath } from '../../contracts/formConstants.ts';
import { apiErrorResponse } from '../apiErrorResponse.ts';
import { MOCK_SCENARIOS_HELP, requestScenario, RETRY_AFTER_SECONDS } from '../../contracts/mockScenario.ts';

const formPaths = new Set(FORM_ENDPOINTS.map(formEndpointPath));
const isFormEndpoint = (pathname: string) => formPaths.has(pathname.replace(/^.*(?=\/api\/)/, ''));

const MESSAGES = {
  500: 'The backend failed (mock scenario 500); nothing was saved. Try again.',
  503: 'The backend is down for maintenance (mock scenario 503); try again later.',
  429: 'Too many requests from this client (mock scenario 429); wait and try again.',
} as const;

/**
 * Runs before every other handler. Without a scenario it passes the request on; "slow" waits and
 * then passes it on; a status answers at once, in the shape the endpoint's contract gives that status.
 */
export function scenarioHandlers() {
  return [
    http.all('*/api/*', async ({ request }) => {
      const scenario = requestScenario(request.headers);
      if (!scenario) return undefined;
      if (scenario.kind === 'unknown')
        return apiErrorResponse(400, `Unknown mock scenario "${scenario.value}": use ${MOCK_SCENARIOS_HELP}.`);
      if (scenario.kind === 'slow') {
        await delay(scenario.ms);
        return undefined;
      }
      const { status } = scenario;
      const retryAfter = status === 500 ? undefined : RETRY_AFTER_SECONDS[status];
      const headers = retryAfter === undefined ? undefined : { 'Retry-After': String(retryAfter) };
      if (isFormEndpoint(new URL(request.url).pathname)) {
        const body: FormFailure = {
          ok: false,
          message: MESSAGES[status],
          ...(retryAfter && { retryAfterSeconds: retryAfter }),
        };
        return HttpResponse.json(body, { status, headers });
      }
      const response = apiErrorResponse(status, MESSAGES[status]);
      if (headers) response.headers.set('Retry-After', headers['Retry-After']);
      return response;
    }),
  ];
}
