import type { Image } from '../../../contracts/image.ts';
import { Picture } from '../media/Picture.tsx';
import './Quote.css';

interface Props {
  /** Plain text; blank lines in it separate paragraphs. */
  text: string;
  /** Who said it; without it the quote has no caption. */
  author?: string;
  position?: string;
  photo?: Image;
  /**
   * How it sits on the page: `section`, a page section of its own (a landing's review); `card`, one of a
   * row of cards (the home page's reviews); `inline`, inside a page's text (a project's review, the
   * reviews page, an article).
   */
  look: 'section' | 'card' | 'inline';
}

/** What someone said, attributed: a figure whose caption names the author, their position and photo. */
export function Quote({ text, author, position, photo, look }: Props) {
  const paragraphs = text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim() !== '');
  return (
    <figure className={`quote quote--${look}`}>
      <blockquote className="quote__text">
        {paragraphs.map((paragraph, index) => (
          // Paragraphs of one quote never reorder: their position is their identity.
          <p key={index}>{paragraph}</p>
        ))}
      </blockquote>
      {author && (
        <figcaption className="quote__caption">
          {photo && <Picture className="quote__photo" image={photo} />}
          <span className="quote__who">
            <span className="quote__author">{author}</span>
            {position && (
              <>
                {' '}
                <span className="quote__position">{position}</span>
              </>
            )}
          </span>
        </figcaption>
      )}
    </figure>
  );
}
