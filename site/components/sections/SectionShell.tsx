import { useId, type ReactNode } from 'react';
import type { Section } from '../../../contracts/blocks.ts';
import './sections.css';

interface Props {
  section: Pick<Section, 'type' | 'title' | 'lead'>;
  children: ReactNode;
}

/**
 * The frame every section shares: a `<section>` named by its h2 (a region landmark a screen-reader
 * user can jump to) and the lead under it. A section without a title stays unnamed, not a landmark.
 */
export function SectionShell({ section, children }: Props) {
  const headingId = useId();
  return (
    <section
      className={`page-section page-section--${section.type}`}
      aria-labelledby={section.title ? headingId : undefined}
    >
      {(section.title ?? section.lead) && (
        <div className="page-section__header">
          {section.title && (
            <h2 id={headingId} className="page-section__title">
              {section.title}
            </h2>
          )}
          {section.lead && <p className="page-section__lead">{section.lead}</p>}
        </div>
      )}
      {children}
    </section>
  );
}
