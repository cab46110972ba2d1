import { useData } from 'vike-react/useData';
import { SitemapView } from '../../views/SitemapView.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { title, groups } = useData<Data>();
  return <SitemapView title={title} groups={groups} />;
}
