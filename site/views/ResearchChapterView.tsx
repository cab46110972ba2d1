import { useId } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import type { ResearchChapter } from '../../contracts/research.ts';
import { RESEARCH_CHAPTER_SLUGS } from '../../contracts/slugs.ts';
import { LocalLink } from '../components/LocalLink.tsx';
import { Picture } from '../components/media/Picture.tsx';
import { PageHero } from '../components/sections/PageHero.tsx';
import { Sections } from '../components/sections/Sections.tsx';
import { CHAPTERED_RESEARCH_PATH, chapterPath } from './researchPaths.ts';
import './views.css';

interface Props {
  chapter: ResearchChapter;
  /** Every chapter of the study in reading order (the research page's `chapters`). */
  chapters: { slug: string; title: string }[];
}

/** /research-b2b-ecommerce/{chapter}/: one chapter, where it stands in the study, and the way to the others. */
export function ResearchChapterView({ chapter, chapters }: Props) {
  const { t } = useTranslation();
  const listId = useId();
  const position = chapters.findIndex((item) => item.slug === chapter.slug);
  const previous = position > 0 ? chapters[position - 1] : undefined;
  const next = position >= 0 ? chapters[position + 1] : undefined;
  return (
    <div className="views-page">
      <p className="views-chapter__position">
        {t('views.research.chapterPosition', { n: chapter.order, total: RESEARCH_CHAPTER_SLUGS.length })}
      </p>
      <PageHero hero={chapter.hero} />
      {chapter.cover && (
        <figure className="views-figure">
          <Picture className="views-figure__image" image={chapter.cover} />
        </figure>
      )}
      <Sections sections={chapter.sections} />
      {(previous ?? next) && (
        <nav className="views-pager" aria-label={t('views.research.pager')}>
          {previous && (
            <LocalLink
              className="views-pager__link views-pager__link--previous"
              href={chapterPath(previous.slug)}
              rel="prev"
            >
              <span className="views-pager__label">{t('views.research.previous')}</span>
              <span className="views-pager__title">{previous.title}</span>
            </LocalLink>
          )}
          {next && (
            <LocalLink className="views-pager__link views-pager__link--next" href={chapterPath(next.slug)} rel="next">
              <span className="views-pager__label">{t('views.research.next')}</span>
              <span className="views-pager__title">{next.title}</span>
            </LocalLink>
          )}
        </nav>
      )}
      <nav className="views-block views-chapter__toc" aria-labelledby={listId}>
        <h2 id={listId}>{t('views.research.chapters')}</h2>
        <ol className="views-chapters">
          {chapters.map((item) => (
            <li key={item.slug} className="views-chapters__item">
              <LocalLink href={chapterPath(item.slug)} aria-current={item.slug === chapter.slug ? 'page' : undefined}>
                {item.title}
              </LocalLink>
            </li>
          ))}
        </ol>
        <LocalLink className="views-card__more" href={CHAPTERED_RESEARCH_PATH}>
          {t('views.research.overview')}
        </LocalLink>
      </nav>
    </div>
  );
}
