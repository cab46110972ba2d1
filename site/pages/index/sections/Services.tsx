import { useId } from 'react';
import type { Home } from '../../../../contracts/home.ts';
import { LocalLink } from '../../../components/LocalLink.tsx';

export function Services({ title, items }: Home['services']) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ul className="cards">
        {items.map((service) => (
          <li key={service.id}>
            <h3>
              <LocalLink href={service.href}>{service.title}</LocalLink>
            </h3>
            <p>{service.summary}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
