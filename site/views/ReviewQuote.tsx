import type { Quote } from '../../contracts/blocks.ts';
import { Picture } from '../components/media/Picture.tsx';
import './views.css';

/** What a client said, with who said it. */
export function ReviewQuote({ quote }: { quote: Quote }) {
  return (
    <figure className="views-quote">
      <blockquote className="views-quote__text">
        <p>{quote.text}</p>
      </blockquote>
      <figcaption className="views-quote__author">
        {quote.photo && <Picture className="views-quote__photo" image={quote.photo} />}
        <span className="views-quote__name">{quote.author}</span>
        <span className="views-quote__position">{quote.position}</span>
      </figcaption>
    </figure>
  );
}
