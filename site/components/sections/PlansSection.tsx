import { useTranslation } from '../../i18n/useTranslation.tsx';
import { Icon } from './Icon.tsx';
import { itemHeading } from './itemHeading.ts';
import { SectionFrame } from './SectionFrame.tsx';
import type { SectionOf } from './sectionOf.ts';
import { cardGridColumns } from '../../rules/cardGrid.ts';

/** Prices or packages side by side; the highlighted one says so in words, not only in colour. */
export function PlansSection({ section }: { section: SectionOf<'plans'> }) {
  const { t } = useTranslation();
  const Heading = itemHeading(section.title);
  return (
    <SectionFrame className={`page-section--${section.type}`} title={section.title} lead={section.lead}>
      <ul className="plans-section__list" {...cardGridColumns(section.items.length, 3)}>
        {section.items.map((plan) => (
          <li
            key={plan.id}
            className={`plans-section__plan${plan.highlighted ? ' plans-section__plan--highlighted' : ''}`}
          >
            {plan.highlighted && <p className="plans-section__badge">{t('sections.plans.highlighted')}</p>}
            <Heading className="plans-section__title">{plan.title}</Heading>
            <p className="plans-section__price">
              <span className="plans-section__amount">{plan.price}</span>
              {plan.period && <span className="plans-section__period">{plan.period}</span>}
            </p>
            <ul className="plans-section__features">
              {plan.features.map((feature, index) => (
                // Features are plain strings that may repeat across plans, not within one: the position is their identity.
                <li key={index} className="plans-section__feature">
                  <Icon name="check" className="plans-section__check" />
                  {feature}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
