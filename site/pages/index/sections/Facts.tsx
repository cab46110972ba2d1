import { useId } from 'react';
import type { Home } from '../../../../contracts/home.ts';
import { ClientsBanner } from '../../../components/ClientsBanner.tsx';
import { useTranslation } from '../../../i18n/useTranslation.tsx';
import { cardGridColumns } from '../../../rules/cardGrid.ts';

/** The clients banner (spec section 1, "300+") and the other figures beside it, in one band. */
export function Facts({ clients, facts }: Pick<Home, 'clients' | 'facts'>) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="home-facts" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t('home.facts')}
      </h2>
      <ClientsBanner {...clients} />
      <ul className="home-facts__list" {...cardGridColumns(facts.length)}>
        {facts.map((fact) => (
          <li key={fact.id} className="home-facts__item">
            <p className="home-facts__value" data-figure>
              {fact.prefix}
              {fact.value}
              {fact.suffix && <span className="home-facts__suffix">{fact.suffix}</span>}
            </p>
            <p className="home-facts__label">{fact.label}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
