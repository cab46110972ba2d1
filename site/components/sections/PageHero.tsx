import { useId } from 'react';
import type { Hero } from '../../../contracts/blocks.ts';
import { LocalLink } from '../LocalLink.tsx';
import { Picture } from '../media/Picture.tsx';
import './sections.css';

/** The first screen of a page: its one h1, the lead, the main call to action and the picture (loaded first). */
export function PageHero({ hero }: { hero: Hero }) {
  const headingId = useId();
  return (
    <section className={`page-hero${hero.image ? ' page-hero--with-image' : ''}`} aria-labelledby={headingId}>
      <div className="page-hero__body">
        {hero.eyebrow && <p className="page-hero__eyebrow">{hero.eyebrow}</p>}
        <h1 id={headingId} className="page-hero__title">
          {hero.title}
        </h1>
        <p className="page-hero__lead">{hero.lead}</p>
        {hero.cta && (
          <LocalLink className="page-hero__cta" href={hero.cta.href}>
            {hero.cta.label}
          </LocalLink>
        )}
      </div>
      {hero.image && <Picture className="page-hero__image" image={hero.image} eager />}
    </section>
  );
}
