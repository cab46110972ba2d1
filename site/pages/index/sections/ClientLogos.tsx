import { useId } from 'react';
import type { Home } from '../../../../contracts/home.ts';
import { Picture } from '../../../components/media/Picture.tsx';

/** Some of the clients, by their logos (each logo's alt text names the client). */
export function ClientLogos({ title, items }: Home['logos']) {
  const headingId = useId();
  return (
    <section className="home-logos" aria-labelledby={headingId}>
      <h2 id={headingId} className="home-logos__title">
        {title}
      </h2>
      <ul className="home-logos__list">
        {items.map((client) => (
          <li key={client.id} className="home-logos__item">
            <Picture className="home-logos__logo" image={client.logo} />
          </li>
        ))}
      </ul>
    </section>
  );
}
