import { LocalLink } from '../LocalLink.tsx';
import { Icon } from './Icon.tsx';
import { itemHeading } from './itemHeading.ts';
import { SectionFrame } from './SectionFrame.tsx';
import type { SectionOf } from './sectionOf.ts';
import { cardGridColumns } from '../../rules/cardGrid.ts';

/** Cards with an icon, a title and a text, in as many columns as the content asks for on wide screens. */
export function FeaturesSection({ section }: { section: SectionOf<'features'> }) {
  const Heading = itemHeading(section.title);
  return (
    <SectionFrame className={`page-section--${section.type}`} title={section.title} lead={section.lead}>
      <ul className="features-section__list" {...cardGridColumns(section.items.length, section.columns)}>
        {section.items.map((feature) => (
          <li
            key={feature.id}
            className={`features-section__item${feature.href ? ' features-section__item--link' : ''}`}
          >
            {feature.icon && (
              <span className="features-section__icon">
                <Icon name={feature.icon} />
              </span>
            )}
            <Heading className="features-section__title">
              {feature.href ? (
                <LocalLink className="features-section__link" href={feature.href}>
                  {feature.title}
                </LocalLink>
              ) : (
                feature.title
              )}
            </Heading>
            <p className="features-section__text">{feature.text}</p>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
