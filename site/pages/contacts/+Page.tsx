import { useData } from 'vike-react/useData';
import { ContactsView } from '../../views/ContactsView.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  return <ContactsView page={useData<Data>()} />;
}
