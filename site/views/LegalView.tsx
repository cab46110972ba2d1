import { useId } from 'react';
import { useTranslation } from '../i18n/useTranslation.tsx';
import type { LegalDocument } from '../../contracts/legal.ts';
import { RichText } from '../components/media/RichText.tsx';
import { LocalDate } from './LocalDate.tsx';
import { numberedTitle } from './numberedTitle.ts';
import './views.css';

const anchor = (id: number) => `section-${String(id)}`;

/** /agreement/ and /agreement-ctp/: the document's edition date, a table of contents and its numbered sections. */
export function LegalView({ document }: { document: LegalDocument }) {
  const { t } = useTranslation();
  const tocId = useId();
  return (
    <div className="views-page views-legal">
      <div className="views-intro">
        <h1 className="views-intro__title">{document.title}</h1>
        <p className="views-intro__lead">
          {t('views.legal.updated')} <LocalDate date={document.updatedAt} />
        </p>
      </div>
      <nav className="views-legal__toc" aria-labelledby={tocId}>
        <h2 id={tocId} className="views-legal__toc-title">
          {t('views.legal.toc')}
        </h2>
        {/* The titles carry their numbers, so the list's own markers are hidden by CSS, not doubled. */}
        <ol className="views-legal__toc-list">
          {document.sections.map((section, index) => (
            <li key={section.id}>
              <a href={`#${anchor(section.id)}`}>{numberedTitle(section.title, index + 1)}</a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section, index) => (
        <section key={section.id} id={anchor(section.id)} className="views-legal__section">
          <h2>{numberedTitle(section.title, index + 1)}</h2>
          <RichText className="views-prose" html={section.html} />
        </section>
      ))}
    </div>
  );
}
