import { useId } from 'react';
import type { Home } from '../../../../contracts/home.ts';
import { Accordion } from '../../../components/sections/Accordion.tsx';

/** Questions a client asks before the first call, in the spec's accordion (its options from content). */
export function Faq({ title, accordion }: Home['faq']) {
  const headingId = useId();
  return (
    <section className="home-section home-faq" aria-labelledby={headingId}>
      <h2 id={headingId} className="home-section__title">
        {title}
      </h2>
      <Accordion accordion={accordion} />
    </section>
  );
}
