import { useData } from 'vike-react/useData';
import { deferHydration } from '../../components/deferHydration.tsx';
import type { Data } from './+data.ts';
import { Facts } from './sections/Facts.tsx';
import { Hero } from './sections/Hero.tsx';
import './home.css';

// Below the first screen at every width: its code loads when hydration reaches it, not with the page,
// as a content page's sections do (decision 016).
const BelowFirstScreen = deferHydration('homeSections', () =>
  import('./sections/BelowFirstScreen.tsx').then((m) => m.BelowFirstScreen),
);

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
      <BelowFirstScreen home={home} />
    </>
  );
}
