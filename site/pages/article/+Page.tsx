import { useData } from 'vike-react/useData';
import { ArticleView } from '../../views/ArticleView.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { article, category, related } = useData<Data>();
  return <ArticleView article={article} category={category} related={related} />;
}
