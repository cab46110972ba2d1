import { Picture } from '../media/Picture.tsx';
import { SectionShell } from './SectionShell.tsx';
import type { SectionOf } from './sectionOf.ts';

/** What a client said, attributed: a figure whose caption names the author. */
export function QuoteSection({ section }: { section: SectionOf<'quote'> }) {
  const { quote } = section;
  // The text is plain; blank lines in it separate paragraphs.
  const paragraphs = quote.text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '');
  return (
    <SectionShell section={section}>
      <figure className="quote-section__figure">
        <blockquote className="quote-section__text">
          {paragraphs.map((paragraph, index) => (
            // Paragraphs of one quote never reorder: their position is their identity.
            <p key={index}>{paragraph}</p>
          ))}
        </blockquote>
        <figcaption className="quote-section__caption">
          {quote.photo && <Picture className="quote-section__photo" image={quote.photo} />}
          <span className="quote-section__who">
            <span className="quote-section__author">{quote.author}</span>{' '}
            <span className="quote-section__position">{quote.position}</span>
          </span>
        </figcaption>
      </figure>
    </SectionShell>
  );
}
