import { useData } from 'vike-react/useData';
import type { Data } from './+data.ts';
import { ClientLogos } from './sections/ClientLogos.tsx';
import { Closing } from './sections/Closing.tsx';
import { Facts } from './sections/Facts.tsx';
import { Faq } from './sections/Faq.tsx';
import { Hero } from './sections/Hero.tsx';
import { Projects } from './sections/Projects.tsx';
import { Reviews } from './sections/Reviews.tsx';
import { Services } from './sections/Services.tsx';
import './home.css';

/**
 * The home page, in the order a visitor weighs an agency: what it builds, proof in numbers, what it
 * does, what it has built, who trusts it, what they say, the questions before a first call, the call.
 */
export default function Page() {
  const home = useData<Data>();
  return (
    <>
      <Hero {...home.hero} />
      <Facts clients={home.clients} facts={home.facts} />
      <Services {...home.services} />
      <Projects {...home.projects} />
      <ClientLogos {...home.logos} />
      <Reviews {...home.reviews} />
      <Faq {...home.faq} />
      <Closing {...home.closing} />
    </>
  );
}
