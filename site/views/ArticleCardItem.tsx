import { useTranslation } from '../i18n/useTranslation.tsx';
import type { ArticleCard } from '../../contracts/blog.ts';
import { LocalLink } from '../components/LocalLink.tsx';
import { Picture } from '../components/media/Picture.tsx';
import { articlePath } from './articlePath.ts';
import { LocalDate } from './LocalDate.tsx';
import './views.css';

interface Props {
  card: ArticleCard;
  /** The category's name; lists that mix categories show it, a list of one category may leave it out. */
  categoryTitle?: string;
  /** The card's title sits one level under the list's own heading. */
  headingLevel: 2 | 3;
  /** The first card of a page's list is on its first screen: its cover loads at once (Picture's `eager`). */
  eager?: boolean;
}

/** An article in a list: cover, category, date, reading time, the title as the link, the summary. */
export function ArticleCardItem({ card, categoryTitle, headingLevel, eager = false }: Props) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="views-card">
      <Heading className="views-card__title">
        <LocalLink href={articlePath(card)}>{card.title}</LocalLink>
      </Heading>
      <Picture className="views-card__cover" image={card.cover} eager={eager} />
      <p className="views-card__meta">
        {categoryTitle && <span className="views-card__category">{categoryTitle}</span>}
        <LocalDate date={card.publishedAt} />
        <span>{t('views.blog.readingTime', { n: card.readingMinutes })}</span>
      </p>
      <p className="views-card__text">{card.summary}</p>
    </article>
  );
}
