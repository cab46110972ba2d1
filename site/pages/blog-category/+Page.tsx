import { useData } from 'vike-react/useData';
import { BlogCategoryView } from '../../views/BlogCategoryView.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { category, list, menu } = useData<Data>();
  return <BlogCategoryView category={category} list={list} menu={menu} />;
}
