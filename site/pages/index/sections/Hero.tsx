import type { Home } from '../../../../contracts/home.ts';
import { LocalLink } from '../../../components/LocalLink.tsx';
import { Picture } from '../../../components/media/Picture.tsx';

/**
 * The first screen: who we are, what we build, two ways on, and a picture of it. Its band runs under
 * the header (Hero.css), so the header's transparent look at the top of the page shows the hero.
 */
export function Hero({ eyebrow, title, subtitle, cta, secondaryCta, image }: Home['hero']) {
  return (
    <section className="home-hero">
      <div className="home-hero__inner">
        <div className="home-hero__text">
          <p className="home-hero__eyebrow">{eyebrow}</p>
          <h1 className="home-hero__title">{title}</h1>
          <p className="home-hero__lead">{subtitle}</p>
          <p className="home-hero__actions">
            <LocalLink className="home-button home-button--primary" href={cta.href}>
              {cta.label}
            </LocalLink>
            <LocalLink className="home-button home-button--secondary" href={secondaryCta.href}>
              {secondaryCta.label}
            </LocalLink>
          </p>
        </div>
        <Picture className="home-hero__image" image={image} eager />
      </div>
    </section>
  );
}
