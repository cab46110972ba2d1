import { useData } from 'vike-react/useData';
import { LegalView } from '../../views/LegalView.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  return <LegalView document={useData<Data>()} />;
}
