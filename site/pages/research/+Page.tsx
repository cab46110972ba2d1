import { useData } from 'vike-react/useData';
import { ResearchView } from '../../views/ResearchView.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  return <ResearchView page={useData<Data>()} />;
}
