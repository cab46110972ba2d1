import { Quote } from '../quote/Quote.tsx';
import { SectionShell } from './SectionShell.tsx';
import type { SectionOf } from './sectionOf.ts';

/** What a client said, attributed, as a section of its own. */
export function QuoteSection({ section }: { section: SectionOf<'quote'> }) {
  const { quote } = section;
  return (
    <SectionShell section={section}>
      <Quote look="section" text={quote.text} author={quote.author} position={quote.position} photo={quote.photo} />
    </SectionShell>
  );
}
