import { useData } from 'vike-react/useData';
import { SearchView } from '../../views/SearchView.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { query, results } = useData<Data>();
  // A new server answer (another ?q= reached by navigation) starts a new live search from it.
  return <SearchView key={query} query={query} results={results} />;
}
