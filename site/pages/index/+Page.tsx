import { useData } from 'vike-react/useData';
import { ClientsBanner } from '../../components/ClientsBanner.tsx';
import type { Data } from './+data.ts';
import { Hero } from './sections/Hero.tsx';
import { Projects } from './sections/Projects.tsx';
import { Services } from './sections/Services.tsx';

export default function Page() {
  const home = useData<Data>();
  return (
    <>
      <Hero {...home.hero} />
      <ClientsBanner {...home.clients} />
      <Services {...home.services} />
      <Projects {...home.projects} />
    </>
  );
}
