import { useId } from 'react';
import { LocalLink } from '../LocalLink.tsx';
import type { SectionOf } from './sectionOf.ts';
import './sections.css';

/** A call to action: a banner with its title, a line of text and one button. */
export function CtaSection({ section }: { section: SectionOf<'cta'> }) {
  const headingId = useId();
  return (
    <section className="page-section cta-section" aria-labelledby={headingId}>
      <div className="cta-section__body">
        <h2 id={headingId} className="cta-section__title">
          {section.title}
        </h2>
        {section.lead && <p className="cta-section__text">{section.lead}</p>}
        {section.text && <p className="cta-section__text">{section.text}</p>}
      </div>
      <LocalLink className="cta-section__button" href={section.button.href}>
        {section.button.label}
      </LocalLink>
    </section>
  );
}
