import { useData } from 'vike-react/useData';
import { ServicesListView } from '../../views/ServicesListView.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  return <ServicesListView page={useData<Data>()} />;
}
