import { usePageContext } from 'vike-react/usePageContext';
import { formatNumber } from '../../views/format.ts';
import { SectionFrame } from './SectionFrame.tsx';
import type { SectionOf } from './sectionOf.ts';
import { cardGridColumns } from '../../rules/cardGrid.ts';

/** A word after the figure (" дней", " offices") is set smaller than the figure; a sign ("+", "%") is not. */
function unitClass(suffix: string): string {
  return /\p{L}/u.test(suffix) ? 'stats-section__suffix stats-section__suffix--word' : 'stats-section__suffix';
}

/** Results in numbers: the figure big (grouped the locale's way: 4 500 / 4,500), what it measures under it. */
export function StatsSection({ section }: { section: SectionOf<'stats'> }) {
  const { locale } = usePageContext();
  return (
    <SectionFrame className={`page-section--${section.type}`} title={section.title} lead={section.lead}>
      <ul className="stats-section__list" {...cardGridColumns(section.items.length)}>
        {section.items.map((stat) => (
          <li key={stat.id} className="stats-section__item">
            <p className="stats-section__value" data-figure>
              {stat.prefix}
              {formatNumber(stat.value, locale)}
              {stat.suffix && <span className={unitClass(stat.suffix)}>{stat.suffix}</span>}
            </p>
            <p className="stats-section__label">{stat.label}</p>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
