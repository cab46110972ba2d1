import { useData } from 'vike-react/useData';
import { ReviewsView } from '../../views/ReviewsView.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  return <ReviewsView page={useData<Data>()} />;
}
