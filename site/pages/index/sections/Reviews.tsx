import type { Home } from '../../../../contracts/home.ts';
import { SectionFrame } from '../../../components/sections/SectionFrame.tsx';
import { LocalLink } from '../../../components/LocalLink.tsx';
import { Quote } from '../../../components/quote/Quote.tsx';

/** What clients said, in a few sentences each, with who said it; the whole reviews are on /reviews/. */
export function Reviews({ title, items, more }: Home['reviews']) {
  return (
    <SectionFrame
      look="home-section"
      title={title}
      aside={
        <LocalLink className="home-section__more" href={more.href}>
          {more.label}
        </LocalLink>
      }
    >
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
    </SectionFrame>
  );
}
