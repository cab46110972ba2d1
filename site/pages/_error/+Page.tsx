// https://vike.dev/error-page — the 404 screen (decisions.md "Copy") and the 500 screen.
import { usePageContext } from 'vike-react/usePageContext';
import { NotFound } from './NotFound.tsx';
import { ServerError } from './ServerError.tsx';

export default function Page() {
  const { is404 } = usePageContext();
  return is404 ? <NotFound /> : <ServerError />;
}
