import { useTranslation } from '../i18n/useTranslation.tsx';
import type { ReviewsPage } from '../../contracts/reviews.ts';
import { LocalLink } from '../components/LocalLink.tsx';
import { Picture } from '../components/media/Picture.tsx';
import { Quote } from '../components/quote/Quote.tsx';
import { PageHero } from '../components/sections/PageHero.tsx';
import { LocalDate } from './LocalDate.tsx';
import { portfolioPath } from './projectPath.ts';
import './views.css';

/** /reviews/: what clients wrote, signed, dated, with the project and the scan of the letter of thanks. */
export function ReviewsView({ page }: { page: ReviewsPage }) {
  const { t } = useTranslation();
  return (
    <div className="views-page">
      <PageHero hero={page.hero} />
      <ul className="views-reviews">
        {page.items.map((review) => (
          <li key={review.id}>
            <article className="views-review">
              <h2 className="views-review__company">{review.company}</h2>
              <p className="views-review__date">
                <LocalDate date={review.date} />
              </p>
              <Quote
                look="inline"
                text={review.text}
                author={review.author}
                position={review.position}
                photo={review.photo}
              />
              {review.project && (
                <LocalLink className="views-card__more" href={portfolioPath(review.project)}>
                  {t('views.reviews.project')}
                  <span className="visually-hidden">: {review.company}</span>
                </LocalLink>
              )}
              {review.letter && (
                <figure className="views-review__letter">
                  {/* The thumbnail opens the scan at full size, where the signature can be read. */}
                  <a className="views-review__letter-link" href={review.letter.src}>
                    <Picture className="views-review__letter-image" image={review.letter} />
                  </a>
                  <figcaption>{t('views.reviews.letter')}</figcaption>
                </figure>
              )}
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
