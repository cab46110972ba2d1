import { useData } from 'vike-react/useData';
import { PortfolioIndexView } from '../../views/PortfolioIndexView.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { index, categories, list } = useData<Data>();
  return <PortfolioIndexView index={index} categories={categories} list={list} />;
}
