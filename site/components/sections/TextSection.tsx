import { Picture } from '../media/Picture.tsx';
import { RichText } from '../media/RichText.tsx';
import { SectionFrame } from './SectionFrame.tsx';
import type { SectionOf } from './sectionOf.ts';

/** Free text from the CMS, beside its image on wide screens and above it on narrow ones. */
export function TextSection({ section }: { section: SectionOf<'text'> }) {
  return (
    <SectionFrame className={`page-section--${section.type}`} title={section.title} lead={section.lead}>
      <div className={`text-section__body${section.image ? ' text-section__body--with-image' : ''}`}>
        <RichText className="text-section__text" html={section.html} />
        {section.image && <Picture className="text-section__image" image={section.image} />}
      </div>
    </SectionFrame>
  );
}
