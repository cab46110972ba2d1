import type { Home } from '../../../../contracts/home.ts';
import { SectionFrame } from '../../../components/sections/SectionFrame.tsx';
import { Accordion } from '../../../components/sections/Accordion.tsx';

/** Questions a client asks before the first call, in the spec's accordion (its options from content). */
export function Faq({ title, accordion }: Home['faq']) {
  return (
    <SectionFrame look="home-section" className="home-faq" title={title}>
      <Accordion accordion={accordion} />
    </SectionFrame>
  );
}
