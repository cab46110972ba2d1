import { LocalLink } from '../LocalLink.tsx';
import { Picture } from '../media/Picture.tsx';
import { itemHeading } from './itemHeading.ts';
import { SectionFrame } from './SectionFrame.tsx';
import type { SectionOf } from './sectionOf.ts';
import { cardGridColumns } from '../../rules/cardGrid.ts';

/** Project cards: the whole card opens the project (its title is the link), then a link to more projects. */
export function CasesSection({ section }: { section: SectionOf<'cases'> }) {
  const Heading = itemHeading(section.title);
  return (
    <SectionFrame className={`page-section--${section.type}`} title={section.title} lead={section.lead}>
      <ul className="cases-section__list" {...cardGridColumns(section.items.length, 3)}>
        {section.items.map((project) => (
          <li key={project.id} className="cases-section__card">
            {project.image && <Picture className="cases-section__image" image={project.image} />}
            <div className="cases-section__body">
              <p className="cases-section__client">{project.client}</p>
              <Heading className="cases-section__title">
                <LocalLink className="cases-section__link" href={`/portfolio-web-studii/${project.slug}/`}>
                  {project.title}
                </LocalLink>
              </Heading>
              <p className="cases-section__result">{project.result}</p>
            </div>
          </li>
        ))}
      </ul>
      {section.more && (
        <p className="page-section__more">
          <LocalLink className="page-section__more-link" href={section.more.href}>
            {section.more.label}
            <span aria-hidden="true"> →</span>
          </LocalLink>
        </p>
      )}
    </SectionFrame>
  );
}
