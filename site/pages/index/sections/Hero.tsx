import type { Home } from '../../../../contracts/home.ts';
import { LocalLink } from '../../../components/LocalLink.tsx';

export function Hero({ title, subtitle, cta }: Home['hero']) {
  return (
    <section className="hero">
      <h1>{title}</h1>
      <p>{subtitle}</p>
      <LocalLink className="button" href={cta.href}>
        {cta.label}
      </LocalLink>
    </section>
  );
}
