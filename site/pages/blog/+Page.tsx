import { useData } from 'vike-react/useData';
import { BlogIndexView } from '../../views/BlogIndexView.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { index, menu } = useData<Data>();
  return <BlogIndexView index={index} menu={menu} />;
}
