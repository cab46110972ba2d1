import { useId, type ReactNode } from 'react';
import './sections.css';

interface Props {
  /** Whose frame: a content page's section (`page-section`) or one of the home page's (`home-section`). */
  look?: 'page-section' | 'home-section';
  /** A class beside the look's, for what is inside (`page-section--features`, `home-faq`). */
  className?: string;
  title?: string;
  lead?: string;
  /** What stands in the header beside the title: the home page's link to where a section continues. */
  aside?: ReactNode;
  children: ReactNode;
}

/**
 * The frame every section shares: a `<section>` named by its h2 (a region landmark a screen-reader
 * user can jump to), with the lead or a link in its header. A section without a title stays unnamed,
 * not a landmark.
 */
export function SectionFrame({ look = 'page-section', className, title, lead, aside, children }: Props) {
  const headingId = useId();
  return (
    <section className={className ? `${look} ${className}` : look} aria-labelledby={title ? headingId : undefined}>
      {(title ?? lead ?? aside) && (
        <div className={`${look}__header`}>
          {title && (
            <h2 id={headingId} className={`${look}__title`}>
              {title}
            </h2>
          )}
          {lead && <p className={`${look}__lead`}>{lead}</p>}
          {aside}
        </div>
      )}
      {children}
    </section>
  );
}
