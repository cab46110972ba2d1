import { useData } from 'vike-react/useData';
import { FormPageView } from '../../views/FormPageView.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  return <FormPageView page={useData<Data>()} />;
}
