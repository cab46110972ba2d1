import { Accordion } from './Accordion.tsx';
import { SectionShell } from './SectionShell.tsx';
import type { SectionOf } from './sectionOf.ts';

/** Questions and answers in an accordion. */
export function FaqSection({ section }: { section: SectionOf<'faq'> }) {
  return (
    <SectionShell section={section}>
      <Accordion accordion={section.accordion} />
    </SectionShell>
  );
}
