import type { FormEcho } from './forms/formEcho.ts';
import type { ServerLog } from './content/fetchApiJson.ts';
import type { Locale } from '../contracts/locale.ts';

declare global {
  namespace Vike {
    interface PageContext {
      /** Set by +onBeforeRoute from the URL prefix. */
      locale: Locale;
      /** Server only: where +data hooks fetch content from (the API, or this server's own mocked /api). */
      apiBaseUrl?: string;
      /** Whether the browser should start the MSW worker (development without API_BASE_URL). */
      mocksEnabled?: boolean;
      /** Server only, offline only: the visitor's mock scenario, forwarded to content fetches (contracts/mockScenario.ts). */
      mockScenario?: string;
      /** A form posted by the browser itself, rendered back with its values and messages (site/rules/formsWithoutScript.ts). */
      formEcho?: FormEcho;
      /** Server only: the request's id, sent on with content fetches (site/server/middleware/requestLog.ts). */
      requestId?: string;
      /** Server only: the request's logger. */
      serverLog?: ServerLog;
      /** Server only: production, where content that breaks its contract degrades (site/content/fetchApiJson.ts). */
      degradeContractBreaks?: boolean;
      /** Server only: told of each content answer that broke its contract, by the file's template. */
      onContractBreak?: (endpoint: string) => void;
      /** Server only: told when the page is made from a last good copy of content. */
      onStaleContent?: () => void;
      /** Server only: told when content could not be fetched (timeout, no connection, 5xx, 429). */
      onContentFailure?: () => void;
    }
  }
}

export {};
