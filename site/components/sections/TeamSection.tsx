import { Picture } from '../media/Picture.tsx';
import { itemHeading } from './itemHeading.ts';
import { SectionFrame } from './SectionFrame.tsx';
import type { SectionOf } from './sectionOf.ts';
import { cardGridColumns } from '../../rules/cardGrid.ts';

/** People with their photos, names and positions. */
export function TeamSection({ section }: { section: SectionOf<'team'> }) {
  const Heading = itemHeading(section.title);
  return (
    <SectionFrame className={`page-section--${section.type}`} title={section.title} lead={section.lead}>
      <ul className="team-section__list" {...cardGridColumns(section.items.length)}>
        {section.items.map((person) => (
          <li key={person.id} className="team-section__person">
            <Picture className="team-section__photo" image={person.photo} />
            <Heading className="team-section__name">{person.name}</Heading>
            <p className="team-section__position">{person.position}</p>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
