import { SectionFrame } from './SectionFrame.tsx';
import type { SectionOf } from './sectionOf.ts';

/** The stack as a cloud of tags. */
export function TechnologiesSection({ section }: { section: SectionOf<'technologies'> }) {
  return (
    <SectionFrame className={`page-section--${section.type}`} title={section.title} lead={section.lead}>
      <ul className="technologies-section__list">
        {section.items.map((technology, index) => (
          // Tags are plain strings the contract does not keep unique: the position is their identity.
          <li key={index} className="technologies-section__tag">
            {technology}
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
