import { useId } from 'react';
import type { Home } from '../../../../contracts/home.ts';
import { LocalLink } from '../../../components/LocalLink.tsx';
import { Quote } from '../../../components/quote/Quote.tsx';

/** What clients said, in a few sentences each, with who said it; the whole reviews are on /reviews/. */
export function Reviews({ title, items, more }: Home['reviews']) {
  const headingId = useId();
  return (
    <section className="home-section" aria-labelledby={headingId}>
      <div className="home-section__header">
        <h2 id={headingId} className="home-section__title">
          {title}
        </h2>
        <LocalLink className="home-section__more" href={more.href}>
          {more.label}
        </LocalLink>
      </div>
      <ul className="home-reviews">
        {items.map((review) => (
          <li key={review.id} className="home-reviews__item">
            <Quote
              look="card"
              text={review.text}
              author={review.author}
              position={`${review.position}, ${review.company}`}
              photo={review.photo}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
