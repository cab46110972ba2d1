import { useData } from 'vike-react/useData';
import { SearchView } from '../../views/SearchView.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { query, results } = useData<Data>();
  return <SearchView query={query} results={results} />;
}
