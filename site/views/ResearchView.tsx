import { useId } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import { usePageContext } from 'vike-react/usePageContext';
import type { ResearchPage } from '../../contracts/research.ts';
import { LocalLink } from '../components/LocalLink.tsx';
import { PageHero } from '../components/sections/PageHero.tsx';
import { Sections } from '../components/sections/Sections.tsx';
import { formatNumber } from './format.ts';
import { LocalDate } from './LocalDate.tsx';
import { chapterPath } from './researchPaths.ts';
import { StatList } from './StatList.tsx';
import { useCountText } from './useCountText.ts';
import './views.css';

/** A research landing page: what the study is, its key figures, its chapters, and where to get the report. */
export function ResearchView({ page }: { page: ResearchPage }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const count = useCountText();
  const factsId = useId();
  const findingsId = useId();
  const chaptersId = useId();
  const { facts } = page;
  return (
    <div className="views-page">
      <PageHero hero={page.hero} />
      <section className="views-block views-research__facts" aria-labelledby={factsId}>
        <h2 id={factsId}>{t('views.research.facts')}</h2>
        <dl className="views-facts">
          <div className="views-facts__item">
            <dt>{t('views.research.period')}</dt>
            <dd>{facts.period}</dd>
          </div>
          <div className="views-facts__item">
            <dt>{t('views.research.respondents')}</dt>
            <dd>{formatNumber(facts.respondents, locale)}</dd>
          </div>
          <div className="views-facts__item">
            <dt>{t('views.research.published')}</dt>
            <dd>
              <LocalDate date={facts.publishedAt} />
            </dd>
          </div>
          {facts.pages !== undefined && (
            <div className="views-facts__item">
              <dt>{t('views.research.length')}</dt>
              <dd>{count('views.research.pages', facts.pages)}</dd>
            </div>
          )}
        </dl>
        <LocalLink className="button views-research__report" href={page.form}>
          {t('views.research.getReport')}
        </LocalLink>
      </section>
      <section className="views-block" aria-labelledby={findingsId}>
        <h2 id={findingsId}>{t('views.research.findings')}</h2>
        <StatList items={page.findings} />
      </section>
      {page.chapters && page.chapters.length > 0 && (
        <section className="views-block" aria-labelledby={chaptersId}>
          <h2 id={chaptersId}>{t('views.research.chapters')}</h2>
          <ol className="views-chapters">
            {page.chapters.map((chapter) => (
              <li key={chapter.slug} className="views-chapters__item">
                <h3 className="views-chapters__title">
                  <LocalLink href={chapterPath(chapter.slug)}>{chapter.title}</LocalLink>
                </h3>
                <p className="views-chapters__summary">{chapter.summary}</p>
              </li>
            ))}
          </ol>
        </section>
      )}
      <Sections sections={page.sections} />
    </div>
  );
}
