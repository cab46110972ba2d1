import { useId } from 'react';
import type { Home } from '../../../../contracts/home.ts';
import { LocalLink } from '../../../components/LocalLink.tsx';
import { Picture } from '../../../components/media/Picture.tsx';

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
            <figure className="home-reviews__figure">
              <blockquote className="home-reviews__text">
                <p>{review.text}</p>
              </blockquote>
              <figcaption className="home-reviews__author">
                <Picture className="home-reviews__photo" image={review.photo} />
                <span className="home-reviews__name">{review.author}</span>
                <span className="home-reviews__position">
                  {review.position}, {review.company}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
