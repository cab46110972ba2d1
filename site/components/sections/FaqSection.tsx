import { Accordion } from './Accordion.tsx';
import { SectionFrame } from './SectionFrame.tsx';
import type { SectionOf } from './sectionOf.ts';

/** Questions and answers in an accordion. */
export function FaqSection({ section }: { section: SectionOf<'faq'> }) {
  return (
    <SectionFrame className={`page-section--${section.type}`} title={section.title} lead={section.lead}>
      <Accordion accordion={section.accordion} />
    </SectionFrame>
  );
}
