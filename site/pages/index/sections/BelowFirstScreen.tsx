import type { Home } from '../../../../contracts/home.ts';
import { ClientLogos } from './ClientLogos.tsx';
import { Closing } from './Closing.tsx';
import { Faq } from './Faq.tsx';
import { Projects } from './Projects.tsx';
import { Reviews } from './Reviews.tsx';
import { Services } from './Services.tsx';

/** The home page after its first screen: what it does, what it has built, who trusts it, what they say, the questions, the call. */
export function BelowFirstScreen({ home }: { home: Home }) {
  return (
    <>
      <Services {...home.services} />
      <Projects {...home.projects} />
      <ClientLogos {...home.logos} />
      <Reviews {...home.reviews} />
      <Faq {...home.faq} />
      <Closing {...home.closing} />
    </>
  );
}
