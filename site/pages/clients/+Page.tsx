import { useData } from 'vike-react/useData';
import { ClientsView } from '../../views/ClientsView.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  return <ClientsView page={useData<Data>()} />;
}
