import { useId } from 'react';
import type { Home } from '../../../../contracts/home.ts';
import { LocalLink } from '../../../components/LocalLink.tsx';

/** The page ends where a visitor who read this far goes next: telling us about their task. */
export function Closing({ title, text, cta }: Home['closing']) {
  const headingId = useId();
  return (
    <section className="home-closing" aria-labelledby={headingId}>
      <h2 id={headingId} className="home-closing__title">
        {title}
      </h2>
      <p className="home-closing__text">{text}</p>
      <LocalLink className="home-button home-button--inverse" href={cta.href}>
        {cta.label}
      </LocalLink>
    </section>
  );
}
