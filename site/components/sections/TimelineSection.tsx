import { itemHeading } from './itemHeading.ts';
import { SectionFrame } from './SectionFrame.tsx';
import type { SectionOf } from './sectionOf.ts';

type TimelineEvent = SectionOf<'timeline'>['items'][number];

/** Events grouped under their year, earliest year first (events of one year keep the content's order). */
function byYear(events: readonly TimelineEvent[]): [number, TimelineEvent[]][] {
  const years = new Map<number, TimelineEvent[]>();
  for (const event of [...events].sort((a, b) => a.year - b.year)) {
    const list = years.get(event.year) ?? [];
    list.push(event);
    years.set(event.year, list);
  }
  return [...years.entries()];
}

/** History by years: a vertical line of years, each with what happened in it. */
export function TimelineSection({ section }: { section: SectionOf<'timeline'> }) {
  const Heading = itemHeading(section.title);
  return (
    <SectionFrame className={`page-section--${section.type}`} title={section.title} lead={section.lead}>
      <ol className="timeline-section__list">
        {byYear(section.items).map(([year, events]) => (
          <li key={year} className="timeline-section__year">
            <p className="timeline-section__label">
              <time dateTime={String(year)}>{year}</time>
            </p>
            <ul className="timeline-section__events">
              {events.map((event) => (
                <li key={event.id} className="timeline-section__event">
                  <Heading className="timeline-section__title">{event.title}</Heading>
                  <p className="timeline-section__text">{event.text}</p>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </SectionFrame>
  );
}
