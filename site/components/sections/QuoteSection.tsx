import { Quote } from '../quote/Quote.tsx';
import { SectionFrame } from './SectionFrame.tsx';
import type { SectionOf } from './sectionOf.ts';

/** What a client said, attributed, as a section of its own. */
export function QuoteSection({ section }: { section: SectionOf<'quote'> }) {
  const { quote } = section;
  return (
    <SectionFrame className={`page-section--${section.type}`} title={section.title} lead={section.lead}>
      <Quote look="section" text={quote.text} author={quote.author} position={quote.position} photo={quote.photo} />
    </SectionFrame>
  );
}
