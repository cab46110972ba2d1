import { useData } from 'vike-react/useData';
import { ProjectView } from '../../views/ProjectView.tsx';
import type { Data } from './+data.ts';

export default function Page() {
  const { project, categories } = useData<Data>();
  return <ProjectView project={project} categories={categories} />;
}
