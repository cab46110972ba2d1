import { useTranslation } from '../../i18n/useTranslation.tsx';
import { Icon } from './Icon.tsx';
import { itemHeading } from './itemHeading.ts';
import { SectionFrame } from './SectionFrame.tsx';
import type { SectionOf } from './sectionOf.ts';
import { cardGridColumns } from '../../rules/cardGrid.ts';

/** How the work goes: an ordered list (its numbers are drawn by CSS from the list order), each step with its duration. */
export function StepsSection({ section }: { section: SectionOf<'steps'> }) {
  const { t } = useTranslation();
  const Heading = itemHeading(section.title);
  return (
    <SectionFrame className={`page-section--${section.type}`} title={section.title} lead={section.lead}>
      <ol className="steps-section__list" {...cardGridColumns(section.items.length)}>
        {section.items.map((step) => (
          <li key={step.id} className="steps-section__item">
            <Heading className="steps-section__title">{step.title}</Heading>
            <p className="steps-section__text">{step.text}</p>
            {step.duration && (
              <p className="steps-section__duration">
                <Icon name="clock" className="steps-section__clock" />
                <span className="visually-hidden">{t('sections.steps.duration')}: </span>
                {step.duration}
              </p>
            )}
          </li>
        ))}
      </ol>
    </SectionFrame>
  );
}
