import { contentFileOf } from './apiPath.ts';
import { resolveContentFile } from './content.ts';
import { FORM_ENDPOINTS, FORM_NAMES, formEndpointPath, type FormEndpoint } from './formConstants.ts';

/**
 * What the contract lets a client do at an /api path, decided before any handler runs: the site's own
 * /api (embedded), the site's pass-through to API_BASE_URL (deployed) and the development backend
 * (npm run api) all ask this one rule, so an address the contract does not name is a 404 everywhere and
 * a method it does not allow is a 405 with `Allow` everywhere. tools/contracts/openapi.ts documents the same.
 */
export type ApiRoute =
  | { kind: 'content'; methods: readonly ['GET', 'HEAD'] }
  | { kind: 'formDefinition'; methods: readonly ['GET', 'HEAD'] }
  | { kind: 'form'; endpoint: FormEndpoint; methods: readonly ['POST'] };

const READ = ['GET', 'HEAD'] as const;
const WRITE = ['POST'] as const;

/** The route a path names (no query, already percent-decoded by nobody: `/api/en/services/web.json`). */
export function apiRouteOf(pathname: string): ApiRoute | undefined {
  const endpoint = FORM_ENDPOINTS.find((name) => formEndpointPath(name) === pathname);
  if (endpoint) return { kind: 'form', endpoint, methods: WRITE };
  const form = /^\/api\/forms\/([^/]+)\.json$/u.exec(pathname)?.[1];
  if (form !== undefined)
    return (FORM_NAMES as readonly string[]).includes(form) ? { kind: 'formDefinition', methods: READ } : undefined;
  const content = contentFileOf(pathname);
  return content && resolveContentFile(content.file) ? { kind: 'content', methods: READ } : undefined;
}

/** Whether the route answers the method; OPTIONS and the rest are refused with the route's `Allow`. */
export const routeAllows = (route: ApiRoute, method: string): boolean =>
  (route.methods as readonly string[]).includes(method.toUpperCase());

/** The value of the `Allow` header of a 405 at the route. */
export const allowHeader = (route: ApiRoute): string => route.methods.join(', ');
