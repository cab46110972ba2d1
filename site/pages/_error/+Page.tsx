// https://vike.dev/error-page — the 404 screen (docs/specification.md 2.12) and the error screen.
import { usePageContext } from 'vike-react/usePageContext';
import { normaliseError } from '../../rules/normaliseError.ts';
import { NotFound } from './NotFound.tsx';
import { ServerError } from './ServerError.tsx';

export default function Page() {
  const { is404, abortStatusCode, abortReason } = usePageContext();
  const error = normaliseError({ is404, abortStatusCode, abortReason });
  if (!error || error.status === 404) return <NotFound />;
  // Only a reason the site raised on purpose (`throw render(500, 'Unknown middleware x')`) is shown:
  // it names no internals. Other errors' messages stay in the server log.
  return <ServerError status={error.status} details={typeof abortReason === 'string' ? error.message : undefined} />;
}
