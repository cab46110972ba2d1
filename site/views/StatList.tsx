import { usePageContext } from 'vike-react/usePageContext';
import type { Stat } from '../../contracts/blocks.ts';
import { formatNumber } from './format.ts';
import './views.css';
import { cardGridColumns } from '../rules/cardGrid.ts';

/** Results or facts in numbers: the figure large, what it measures under it. */
export function StatList({ items, label }: { items: Stat[]; label?: string }) {
  const { locale } = usePageContext();
  return (
    <ul className="views-stats" aria-label={label} {...cardGridColumns(items.length)}>
      {items.map((stat) => (
        <li key={stat.id} className="views-stats__item">
          <strong className="views-stats__value" data-figure>
            {stat.prefix}
            {formatNumber(stat.value, locale)}
            {stat.suffix}
          </strong>
          <span className="views-stats__label">{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
