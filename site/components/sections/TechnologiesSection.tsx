import { SectionShell } from './SectionShell.tsx';
import type { SectionOf } from './sectionOf.ts';

/** The stack as a cloud of tags. */
export function TechnologiesSection({ section }: { section: SectionOf<'technologies'> }) {
  return (
    <SectionShell section={section}>
      <ul className="technologies-section__list">
        {section.items.map((technology, index) => (
          // Tags are plain strings the contract does not keep unique: the position is their identity.
          <li key={index} className="technologies-section__tag">
            {technology}
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
