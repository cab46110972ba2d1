import { useData } from 'vike-react/useData';
import { PageHero } from '../../components/sections/PageHero.tsx';
import { Sections } from '../../components/sections/Sections.tsx';
import type { Data } from './+data.ts';

/** One template for every landing-page family: a hero and its sections. */
export default function Page() {
  const page = useData<Data>();
  return (
    <>
      <PageHero hero={page.hero} />
      <Sections sections={page.sections} />
    </>
  );
}
