import { useData } from 'vike-react/useData';
import { PortfolioCategoryView } from '../../views/PortfolioCategoryView.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { category, categories, projects } = useData<Data>();
  return <PortfolioCategoryView category={category} categories={categories} projects={projects} />;
}
