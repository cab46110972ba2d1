import { useData } from 'vike-react/useData';
import { ResearchChapterView } from '../../views/ResearchChapterView.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { chapter, chapters } = useData<Data>();
  return <ResearchChapterView chapter={chapter} chapters={chapters} />;
}
