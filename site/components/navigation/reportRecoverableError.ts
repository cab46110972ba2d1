import type { ErrorInfo } from 'react';

/**
 * The words every logged recoverable error starts with. Browser tests fail a scenario on a console
 * error that starts with them (features/support/browserErrors.ts, spec/e2e/hydration.spec.ts).
 */
export const RECOVERABLE_ERROR = 'React recovered from an error';

/**
 * React's `onRecoverableError` (https://react.dev/reference/react-dom/client/hydrateRoot): React threw
 * the server's markup away and rendered the tree again in the browser — above all a hydration mismatch,
 * which costs a visitor a second render and can show the wrong state for a frame. React would report it
 * with `reportError` and a minified message; logged here with its cause and component stack, so a
 * developer can find the component and every browser test sees it as a console error.
 */
export function reportRecoverableError(error: unknown, errorInfo: ErrorInfo): void {
  const cause = error instanceof Error && error.cause instanceof Error ? ` (cause: ${error.cause.message})` : '';
  const message = error instanceof Error ? error.message : String(error);
  console.error(`${RECOVERABLE_ERROR}: ${message}${cause}${errorInfo.componentStack ?? ''}`);
}
